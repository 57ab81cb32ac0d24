import LayoutModels
import LayoutRender
import LayoutService

/// `layoutstore history <model> --width W [--template T] [--size-category C] [--limit N --offset M]`:
/// every stored result of a model at a width in a size category over time, one entry per
/// template × revision × engine (every template unless one is named), with what changed since
/// the entry before of the same template: summarised, or one window of the entries.
enum HistoryCommand {
    static let model = ArgumentSpec(name: "model", help: "The model's name.")
    static let width = OptionSpec(
        name: "width", kind: .value(valueName: "width"), type: WidthReference.self,
        help: "The stored width of the scenario, by name or in points.", isRequired: true
    )

    static let template = OptionSpec(
        name: "template", kind: .value(valueName: "template"), type: TemplateName.self,
        help: "Only this template: compact or wide (trip cards), chips, tree.", defaultDescription: "every template of the model"
    )

    static let spec = CommandSpec(
        name: "history",
        abstract: "Show every result a model had at a width, oldest first, and what changed between them.",
        discussion: """
            One entry per (template × revision × engine) result stored for the model at the width, for every template of the model unless --template names one, oldest revision first.

            By default a summary, however long the history: how many entries and how many differ from the one before; per template its entries, revisions, engines and changes; and the first \(PagingOptions.defaultLimit) entries. '--format json' prints it as one object (keys model, width, size_category, entries, changes, templates, offset, limit, rows); '--format csv' prints the templates' rows (template,entries,revisions,engines,changes).

            With '--limit' or '--offset': those entries, one row each in every format (json: a list of objects). Each entry gives the template, the revision and its time and message, the engine (version and fingerprint), the container size, the figures (flow rows, truncated texts, overflowing nodes, ViewThatFits branch) and, in 'changes', how it differs from the entry before of the same template.
            """,
        arguments: [model],
        options: [width, template, SizeCategoryOptions.one] + PagingOptions.all + [GlobalOptions.database, GlobalOptions.format, GlobalOptions.noColor],
        examples: [
            "layoutstore history Kyoto --width 'iPhone SE' --format table", "layoutstore history Kyoto --width 320 --template wide",
            "layoutstore history Kyoto --width 320 --limit 50 --offset 100 --format csv",
        ],
        action: run
    )

    static let rowColumns = [
        "template", "revision", "created", "message", "engine", "width", "height", "rows", "truncated", "overflow", "branch", "changes",
    ]
    static let templateColumns = ["template", "entries", "revisions", "engines", "changes"]

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let name: String = try context.arguments.argument(model.name) ?? ""
        let widthReference: WidthReference = try context.arguments.requiredValue(width.name)
        let chosenTemplate: TemplateName? = try context.arguments.value(template.name)
        let sizeCategory = try SizeCategoryOptions.category(from: context.arguments)
        let format = try context.tableFormat()
        let window = try PagingOptions.window(context)
        let service = try context.service()
        let widthName = try WidthReference.names([widthReference], service: service, context: context).first ?? ""
        if let window {
            let entries = try context.serviceCall { () throws(ServiceError) in
                try service.history(model: name, template: chosenTemplate, width: widthName, sizeCategory: sizeCategory, page: window)
            }
            try context.show(rows(entries), as: format)
            return .success
        }
        let summary = try context.serviceCall { () throws(ServiceError) in
            try service.historySummary(
                model: name, template: chosenTemplate, width: widthName, sizeCategory: sizeCategory,
                page: RowWindow(limit: PagingOptions.defaultLimit)
            )
        }
        switch format {
        case .json: context.io.writeOutput(json(of: summary))
        case .csv: try context.show(templates(of: summary), as: .csv)
        case .table: try show(summary, in: context)
        }
        return .success
    }

    /// One row per entry.
    static func rows(_ entries: [HistoryEntry]) -> TableOutput {
        var table = TableOutput(columns: rowColumns)
        for entry in entries {
            table.append([
                .text(entry.template.rawValue), .integer(entry.revision), .text(entry.revisionCreatedAt), entry.message.map(TableCell.text) ?? .null,
                .text("\(entry.engine.version) \(entry.engine.fingerprint.prefix(12))"),
                .number(entry.size.width), .number(entry.size.height), entry.facts.flowRows.map(TableCell.integer) ?? .null,
                .integer(entry.facts.truncatedTexts), .integer(entry.facts.overflowingNodes),
                entry.facts.chosenBranch.map(TableCell.integer) ?? .null,
                .text(entry.changeFromPrevious.map(summary) ?? "first"),
            ])
        }
        return table
    }

    /// One row per template: its entries, revisions, engines and changes.
    static func templates(of summary: HistorySummary) -> TableOutput {
        TableOutput(columns: templateColumns, rows: summary.templates.map { count in
            [.text(count.template.rawValue), .integer(count.results), .integer(count.revisions), .integer(count.engines), .integer(count.changes)]
        })
    }

    /// The summary as one JSON object with stable keys.
    static func json(of summary: HistorySummary) -> String {
        let fields: [(key: String, value: CommandResult.Value)] = [
            ("model", .cell(.text(summary.model))), ("width", .cell(.text(summary.widthName))),
            ("size_category", .cell(.text(summary.sizeCategory.rawValue))), ("entries", .cell(.integer(summary.entryCount))),
            ("changes", .cell(.integer(summary.changeCount))), ("templates", .objects(of: templates(of: summary))),
            ("offset", .cell(.integer(summary.window.offset))), ("limit", .cell(.integer(summary.window.limit))),
            ("rows", .objects(of: rows(summary.rows))),
        ]
        return CommandResult(summary: "", fields: fields).json() + "\n"
    }

    /// The summary for people: a headline, the templates, then the first entries.
    static func show(_ summary: HistorySummary, in context: CommandContext) throws(CLIError) {
        context.io.writeOutput("""
            \(summary.model) at \(summary.widthName) in size category \(summary.sizeCategory.rawValue): \(summary.entryCount) entries, \
            \(summary.changeCount) differing from the one before.

            """)
        guard summary.entryCount > 0 else { return }
        context.io.writeOutput("\nBy template:\n")
        try context.show(templates(of: summary), as: .table)
        let last = summary.window.offset + summary.rows.count
        context.io.writeOutput("\nEntries \(summary.window.offset + 1)–\(last) of \(summary.entryCount) ('--limit' and '--offset' list others):\n")
        try context.show(rows(summary.rows), as: .table)
    }

    /// What a diff holds, in one line: `size 320×180 → 320×196; #title dh +20; #badge added`.
    static func summary(_ diff: LayoutDiff) -> String {
        guard !diff.isEmpty else { return "unchanged" }
        var parts: [String] = []
        if diff.sizeChanged {
            parts.append("size \(LayoutDiffRows.sizeText(diff.sizeBefore)) → \(LayoutDiffRows.sizeText(diff.sizeAfter))")
        }
        for change in diff.changes {
            let node = change.id.map { "#\($0)" } ?? change.path
            switch change.kind {
            case .moved:
                guard let before = change.before, let after = change.after else { continue }
                let deltas = [
                    ("dx", after.minX - before.minX), ("dy", after.minY - before.minY),
                    ("dw", after.width - before.width), ("dh", after.height - before.height),
                ].filter { FixedNumber.format($0.1) != "0" }
                parts.append(([node] + deltas.map { "\($0.0) \(signed($0.1))" }).joined(separator: " "))
            case .appeared, .disappeared:
                parts.append("\(node) \(change.kind.rawValue)")
            case .changed:
                parts.append("\(node) \(change.detail ?? "changed")")
            }
        }
        return parts.joined(separator: "; ")
    }

    /// `+20`, `-4.5`: a delta with its sign.
    private static func signed(_ value: Double) -> String {
        let text = FixedNumber.format(value)
        return text.hasPrefix("-") ? text : "+" + text
    }
}
