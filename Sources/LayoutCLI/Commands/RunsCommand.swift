import LayoutEngine
import LayoutService

/// `layoutstore runs list|show <run>`: the recompute runs and what they found.
enum RunsCommand {
    static let runArgument = ArgumentSpec(name: "run", type: Int64.self, help: "The run's id, as 'runs list' shows it.")

    static let list = CommandSpec(
        name: "list",
        abstract: "List the recompute runs, newest first.",
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore runs list"],
        action: runList
    )
    static let progress = OptionSpec(
        name: "progress", kind: .flag,
        help: "Show how far the run has come instead: its scenarios and counts, and on PostgreSQL its pages, workers and throughput."
    )
    static let show = CommandSpec(
        name: "show",
        abstract: "Show a run's new, changed and failed scenarios, or its progress.",
        discussion: "By default a summary the store computes at once, however many changes the run has: the counts by model kind, template, width and status (the rows of '--format csv'), the changes with the largest moves and the first \(PagingOptions.defaultLimit) changes. With '--limit' or '--offset': those changes, one row per scenario. With '--progress': how far the run has come.",
        arguments: [runArgument],
        options: [progress] + PagingOptions.all + [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore runs show 3", "layoutstore runs show 3 --limit 100 --offset 200 --format csv", "layoutstore runs show 3 --progress"],
        action: runShow
    )

    static let spec = CommandSpec(
        name: "runs",
        abstract: "List recompute runs and show what each found.",
        options: [GlobalOptions.database],
        examples: ["layoutstore runs list", "layoutstore runs show 2"],
        subcommands: [list, show]
    )

    private static func runList(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let service = try context.service()
        let runs = try context.serviceCall { () throws(ServiceError) in try service.runs() }
        var table = TableOutput(columns: ["run", "engine", "against", "filter", "started", "finished", "unchanged", "changed", "new", "failed"])
        for run in runs {
            table.append([
                .integer(Int(run.id)), .integer(Int(run.engineID)), run.againstEngineID.map { .integer(Int($0)) } ?? .null,
                .text(run.filter), .text(run.startedAt), run.finishedAt.map(TableCell.text) ?? .null,
                .integer(run.counts.unchanged), .integer(run.counts.changed), .integer(run.counts.new), .integer(run.counts.failed),
            ])
        }
        try context.show(table, as: format)
        return .success
    }

    private static func runShow(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let runID: Int64 = try context.arguments.requiredArgument(runArgument.name)
        let window = try PagingOptions.window(context)
        let service = try context.service()
        if context.arguments.flag(progress.name) {
            let (run, distributed) = try context.serviceCall { () throws(ServiceError) in
                (try service.run(runID), try service.distributedProgress(runID: runID))
            }
            try context.show(RunProgressFigures.figures(run, distributed: distributed), as: format)
            return .success
        }
        if let window {
            let changes = try context.serviceCall { () throws(ServiceError) in try service.runChanges(runID, page: window) }
            try context.show(RunChangeTables.changes(changes), as: format)
            return .success
        }
        let summary = try context.serviceCall { () throws(ServiceError) in
            try service.runSummary(runID, page: RowWindow(limit: PagingOptions.defaultLimit))
        }
        switch format {
        case .json: context.io.writeOutput(RunChangeTables.json(of: summary))
        case .csv: try context.show(RunChangeTables.groups(of: summary), as: .csv)
        case .table: try RunChangeTables.show(summary, in: context)
        }
        return .success
    }
}
