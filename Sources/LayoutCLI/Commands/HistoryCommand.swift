import LayoutModels
import LayoutRender
import LayoutService

/// `layoutstore history <model> --width W [--template T] [--size-category C]`: every stored
/// result of a model at a width in a size category over time, one row per template × revision ×
/// engine (every template unless one is named), with what changed since the row before of the
/// same template.
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
        discussion: "One row per (template × revision × engine) result stored for the model at the width, for every template of the model unless --template names one: the template, the revision and its time and message, the engine (version and fingerprint), the container size, the figures (flow rows, truncated texts, overflowing nodes, ViewThatFits branch) and, in 'changes', how it differs from the row before of the same template.",
        arguments: [model],
        options: [width, template, SizeCategoryOptions.one, GlobalOptions.database, GlobalOptions.format, GlobalOptions.noColor],
        examples: ["layoutstore history Kyoto --width 'iPhone SE' --format table", "layoutstore history Kyoto --width 320 --template wide"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let name: String = try context.arguments.argument(model.name) ?? ""
        let widthReference: WidthReference = try context.arguments.requiredValue(width.name)
        let chosenTemplate: TemplateName? = try context.arguments.value(template.name)
        let sizeCategory = try SizeCategoryOptions.category(from: context.arguments)
        let format = try context.tableFormat()
        let service = try context.service()
        let widthName = try WidthReference.names([widthReference], service: service, context: context).first ?? ""
        let entries = try context.serviceCall { () throws(ServiceError) in
            try service.history(model: name, template: chosenTemplate, width: widthName, sizeCategory: sizeCategory)
        }
        var table = TableOutput(columns: [
            "template", "revision", "created", "message", "engine", "width", "height", "rows", "truncated", "overflow", "branch", "changes",
        ])
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
        try context.show(table, as: format)
        return .success
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
