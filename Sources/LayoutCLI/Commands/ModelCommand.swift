import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore model list|show|put|history|archive`: the models and their revisions.
enum ModelCommand {
    static let nameArgument = ArgumentSpec(name: "name", help: "The model's name.")
    static let kind = OptionSpec(
        name: "kind", kind: .value(valueName: "kind"), type: Model.Kind.self, help: "Only models of this kind: tripCard, chipSet or viewTree."
    )
    static let archived = OptionSpec(name: "archived", kind: .flag, help: "Include archived models.")
    static let message = OptionSpec(name: "message", shortName: "m", kind: .value(valueName: "text"), help: "Why the model changed, kept with the revision.")

    static let list = CommandSpec(
        name: "list",
        abstract: "List the models, by name.",
        options: [kind, archived, GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore model list --kind chipSet --format csv"],
        action: runList
    )
    static let show = CommandSpec(
        name: "show",
        abstract: "Print a model's current state as JSON (the form 'model put' reads).",
        arguments: [nameArgument],
        options: [GlobalOptions.database],
        examples: ["layoutstore model show Kyoto > kyoto.json"],
        action: runShow
    )
    static let put = CommandSpec(
        name: "put",
        abstract: "Store the models of a JSON file as new revisions and lay them out at every width.",
        discussion: "The file holds one model object or an array of them. A model whose content equals its current revision is left alone ('unchanged'); otherwise the new revision is printed with, per template and width, whether the layout changed from the previous revision.",
        arguments: [ArgumentSpec(name: "file", help: "A model JSON file, or '-' to read standard input.")],
        options: [message, GlobalOptions.database, GlobalOptions.engineOption],
        examples: ["layoutstore model put kyoto.json -m 'shorter subtitle'", "layoutstore model show Kyoto | layoutstore model put -"],
        action: runPut
    )
    static let history = CommandSpec(
        name: "history",
        abstract: "List a model's revisions, oldest first.",
        arguments: [nameArgument],
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore model history Kyoto"],
        action: runHistory
    )
    static let archive = CommandSpec(
        name: "archive",
        abstract: "Archive a model: it leaves listings and batches and keeps its history.",
        discussion: "Putting the model again brings it back as a new revision.",
        arguments: [nameArgument],
        options: [GlobalOptions.database],
        examples: ["layoutstore model archive Kyoto"],
        action: runArchive
    )

    static let spec = CommandSpec(
        name: "model",
        abstract: "List, show, store, trace and archive models.",
        options: [GlobalOptions.database],
        examples: ["layoutstore model list", "layoutstore model put card.json"],
        subcommands: [list, show, put, history, archive]
    )

    private static func runList(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let kindFilter: Model.Kind? = try context.arguments.value(kind.name)
        let service = try context.service()
        let models = try context.serviceCall { () throws(ServiceError) in
            try service.models(kind: kindFilter, includingArchived: context.arguments.flag(archived.name))
        }
        var table = TableOutput(columns: ["name", "kind", "created", "archived"])
        for model in models {
            table.append([.text(model.name), .text(model.kind), .text(model.createdAt), model.archivedAt.map(TableCell.text) ?? .null])
        }
        try context.show(table, as: format)
        return .success
    }

    private static func runShow(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let name: String = try context.arguments.requiredArgument(nameArgument.name)
        let service = try context.service()
        let model = try context.serviceCall { () throws(ServiceError) in try service.model(named: name) }
        context.io.writeOutput(ModelFile.encode([model]))
        return .success
    }

    private static func runPut(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let path: String = try context.arguments.requiredArgument("file")
        let revisionMessage: String? = try context.arguments.value(message.name)
        let models = try readModels(path, context: context)
        let service = try context.service()
        let reports = try context.serviceCall { () throws(ServiceError) in try service.put(models, message: revisionMessage) }
        try context.report(reports.map(result))
        return .success
    }

    private static func runHistory(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let name: String = try context.arguments.requiredArgument(nameArgument.name)
        let service = try context.service()
        let revisions = try context.serviceCall { () throws(ServiceError) in try service.revisions(of: name) }
        var table = TableOutput(columns: ["revision", "created", "hash", "message"])
        for revision in revisions {
            table.append([
                .integer(revision.number), .text(revision.createdAt), .text(String(revision.contentHash.prefix(12))),
                revision.message.map(TableCell.text) ?? .null,
            ])
        }
        try context.show(table, as: format)
        return .success
    }

    private static func runArchive(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let name: String = try context.arguments.requiredArgument(nameArgument.name)
        let service = try context.service()
        let revisions = try context.serviceCall { () throws(ServiceError) in
            try service.archive(name)
            return try service.revisions(of: name)
        }
        try context.report(CommandResult(
            summary: "Archived \(name); its \(revisions.count) revision(s) are kept.\n",
            cells: [("model", .text(name)), ("archived", .bool(true)), ("revisions", .integer(revisions.count))]
        ))
        return .success
    }

    /// The validated models of the file at `path` (or standard input for `-`).
    static func readModels(_ path: String, context: CommandContext) throws(CLIError) -> [Model] {
        let bytes = try context.readInput(path)
        do {
            return try ModelFile.decode(bytes, file: CommandContext.inputName(path))
        } catch {
            throw CLIError(error)
        }
    }

    /// What a put did as a command result: the summary of `describe`, the model, outcome and
    /// revision, and per template and width whether the layout changed (one CSV row each).
    static func result(_ report: PutReport) -> CommandResult {
        let scenarios = report.scenarios.map { scenario -> [(key: String, value: CommandResult.Value)] in
            [("template", .cell(.text(scenario.template.rawValue))), ("width", .cell(.text(label(scenario)))),
             ("status", .cell(.text(scenario.status.rawValue)))]
        }
        var csv = TableOutput(columns: ["model", "outcome", "revision", "template", "width", "status"])
        let head: [TableCell] = [.text(report.model), .text(report.outcome.rawValue), .integer(report.revision)]
        for scenario in report.scenarios {
            csv.append(head + [.text(scenario.template.rawValue), .text(label(scenario)), .text(scenario.status.rawValue)])
        }
        if report.scenarios.isEmpty { csv.append(head + [.null, .null, .null]) }
        return CommandResult(
            summary: describe(report),
            fields: [
                ("model", .cell(.text(report.model))), ("outcome", .cell(.text(report.outcome.rawValue))),
                ("revision", .cell(.integer(report.revision))), ("content_hash", .cell(.text(report.contentHash))),
                ("scenarios", .objects(scenarios)),
            ],
            csvTable: csv
        )
    }

    /// A put scenario's width, with its size category unless that is `large`.
    static func label(_ scenario: PutReport.Scenario) -> String {
        ScenarioLabel.width(scenario.width, sizeCategory: scenario.sizeCategory)
    }

    /// What a put did, for people: the revision, then per template and width whether the
    /// layout changed.
    static func describe(_ report: PutReport) -> String {
        switch report.outcome {
        case .unchanged:
            return "\(report.model): unchanged, revision \(report.revision)\n"
        case .unarchived:
            return "\(report.model): unarchived, unchanged, revision \(report.revision)\n"
        case .created, .revised:
            let what = report.outcome == .created ? "new model, revision" : "revision"
            var text = "\(report.model): \(what) \(report.revision)\n"
            for scenario in report.scenarios {
                text += "  \(scenario.template.rawValue) at \(label(scenario)): \(scenario.status.rawValue)\n"
            }
            return text
        }
    }
}

extension Model.Kind: ArgumentValue {}
