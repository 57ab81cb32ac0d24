import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore diff <run>` or `layoutstore diff <model> --width W --engines A B`: the nodes
/// that moved, in a run's changed scenarios or between two engines' layouts of one model.
enum DiffCommand {
    static let engines = OptionSpec(
        name: "engines", kind: .repeatingValue(valueName: "engine"), type: Int64.self,
        help: "Two engine ids (as 'runs list' shows them), given as '--engines A B' or '--engines A --engines B'."
    )

    /// `--width`, needed only to compare engines.
    static let width: OptionSpec = {
        var option = TreeInput.width
        option.isRequired = false
        return option
    }()

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show the nodes that moved, appeared or disappeared in a run, or between two engines' layouts of a model.",
        discussion: "With a run id: one row per node that moved, appeared or disappeared in the changed scenarios of that run, for the first \(PagingOptions.defaultLimit) changed scenarios unless '--limit' and '--offset' choose others ('runs show' summarises them all). With a model name, '--width' and '--engines A B': the layouts both engines stored for the model's current revision (of any engine version; nothing is computed), compared node by node; exits with status 1 when they differ.",
        arguments: [
            ArgumentSpec(name: "run-or-model", help: "A run id, or a stored model's name."),
            ArgumentSpec(name: "engine", type: Int64.self, help: "The second engine, when '--engines' was given only one value.", isRequired: false),
        ],
        options: [width, engines, TreeInput.template] + PagingOptions.all + [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore diff 3", "layoutstore diff 'Chips article' --width 'iPhone SE' --engines 1 2"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let subject: String = try context.arguments.requiredArgument("run-or-model")
        let engineIDs: [Int64] = try context.arguments.values(engines.name) + context.arguments.arguments("engine")
        let widthChoice: WidthChoice? = try context.arguments.value(width.name)
        if engineIDs.isEmpty, widthChoice == nil, let runID = Int64(argument: subject) {
            return try runDiff(runID, context: context)
        }
        guard let widthChoice, engineIDs.count == 2 else {
            throw CLIError.usage(
                "Give a run id, or a model with '\(width.synopsis)' and '--engines <engine> <engine>'.",
                command: context.arguments.command
            )
        }
        return try engineDiff(model: subject, width: widthChoice, engines: (engineIDs[0], engineIDs[1]), context: context)
    }

    private static func runDiff(_ runID: Int64, context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let window = try PagingOptions.window(context) ?? RowWindow(limit: PagingOptions.defaultLimit)
        let service = try context.service()
        let (run, changes) = try context.serviceCall { () throws(ServiceError) in
            (try service.run(runID), try service.runChanges(runID, status: "changed", page: window))
        }
        var table = TableOutput(columns: ["model", "template", "width", "node", "change", "dx", "dy", "dw", "dh"])
        for change in changes {
            for node in change.nodes {
                let deltas: [TableCell] = node.kind == .moved ? [.number(node.dx), .number(node.dy), .number(node.dw), .number(node.dh)] : [.null, .null, .null, .null]
                table.append([.text(change.model), .text(change.template), .text(change.width), .text(node.name), .text(node.kind.rawValue)] + deltas)
            }
        }
        try context.show(table, as: format)
        if window.offset + changes.count < run.counts.changed {
            try context.status(
                "Listed changed scenarios \(window.offset + 1)–\(window.offset + changes.count) of \(run.counts.changed); '--limit' and '--offset' list others."
            )
        }
        return .success
    }

    private static func engineDiff(
        model: String, width: WidthChoice, engines: (Int64, Int64), context: CommandContext
    ) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let template: TemplateName? = try context.arguments.value(TreeInput.template.name)
        let proposal = ProposedSize(width: try width.points(in: context), height: nil)
        let service = try context.service()
        func layout(_ engineID: Int64) throws(CLIError) -> LayoutResult {
            try EngineSelection.reading(context) { () throws(ServiceError) in
                try service.layout(model: model, template: template, proposal: proposal, engineID: engineID)
            }
        }
        let diff = service.diff(try layout(engines.0), try layout(engines.1))
        var table = TableOutput(columns: LayoutDiffRows.columns)
        for row in LayoutDiffRows.cells(of: diff) { table.append(row) }
        try context.show(table, as: format)
        return diff.isEmpty ? .success : .checkFailed
    }
}
