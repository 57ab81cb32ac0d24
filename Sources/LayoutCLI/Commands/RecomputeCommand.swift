import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore recompute [--against ENGINE] [--fail-on-change] [filters]`: the batch after an
/// engine change, with progress on standard error and a summary on standard output.
enum RecomputeCommand {
    static let against = OptionSpec(
        name: "against", kind: .value(valueName: "engine"), type: Int64.self,
        help: "Compare with the engine of this id (as 'runs list' shows).",
        defaultDescription: "the engine of the current baselines, else the previous current engine"
    )
    static let failOnChange = OptionSpec(
        name: "fail-on-change", kind: .flag, help: "Exit with status 1 when any scenario changed or failed."
    )

    static let noWait = OptionSpec(
        name: "no-wait", kind: .flag,
        help: "On a PostgreSQL store: queue the run for 'layoutstore worker's and exit at once, printing the run's id and pages."
    )

    static let pageScenarios = OptionSpec(
        name: "page-scenarios", kind: .value(valueName: "n"), type: Count.self,
        help: "On a PostgreSQL store: scenarios per page of the queue, about (a page is what a worker claims, and what a killed worker's successor redoes).",
        defaultValue: String(LayoutService.defaultPageScenarios)
    )

    static let spec = CommandSpec(
        name: "recompute",
        abstract: "Lay out every scenario with the current engine and compare with another engine.",
        discussion: "Scenarios are the current revision of every model (or those the filters select) at every named width, laid out on every core, with the store's current engine or the one --engine-option chooses, which becomes current when the run finishes ('layoutstore engine show'). Each is counted unchanged, changed, new (nothing to compare with) or failed against the engine of the current baselines, else the previous current engine (or --against); the output's 'comparison' says which. The changes are recorded as a run ('runs show', 'diff'). A run that was stopped is resumed by running the same command again. On a PostgreSQL store the run is split into pages in a queue in the database: this command works on it as one worker and shows the whole run's progress, while 'layoutstore worker's on any machine help; with --no-wait it only queues the run.",
        options: [
            against, failOnChange, noWait, pageScenarios, ScenarioFilterOptions.kind, ScenarioFilterOptions.model, ScenarioFilterOptions.width,
            SizeCategoryOptions.ofStore,
            GlobalOptions.engineOption, GlobalOptions.database, GlobalOptions.format,
            GlobalOptions.quiet,
        ],
        examples: [
            "layoutstore recompute --engine-option textScale=1.25 --fail-on-change",
            "layoutstore recompute --kind chipSet --width 'iPhone SE' --against 1",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let againstID: Int64? = try context.arguments.value(against.name)
        let globals = try context.globals()
        let service = try context.service()
        let filter = try ScenarioFilterOptions.filter(from: context.arguments, service: service, context: context, sizeCategories: nil)
        let comparison = try againstID.map { id throws(CLIError) in
            RecomputeComparison.engine(id: try EngineSelection.reading(context) { () throws(ServiceError) in try service.engine(id: id) }.id)
        } ?? .standard
        if service.distributesRuns {
            return try DistributedRecompute.run(filter, against: comparison, service: service, context: context)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let report = try recompute(filter, against: comparison, service: service, context: context, isQuiet: globals.isQuiet)
        let seconds = Self.seconds(start.duration(to: clock.now))
        _ = try context.serviceCall { () throws(ServiceError) in try service.makeCurrent(engineID: report.engine.id) }
        try context.status(comparisonLine(report))
        try context.show(summary(report, seconds: seconds), as: format)
        let anythingChanged = report.counts.changed > 0 || report.counts.failed > 0
        return context.arguments.flag(failOnChange.name) && anythingChanged ? .checkFailed : .success
    }

    /// Runs the batch, reporting progress through a `ProgressReporter` made at the first report
    /// (its rate counting only what this process lays out). Ctrl-C stops it at the next report:
    /// the finished pages stay committed, and the message says how to resume (exit 130).
    static func recompute(
        _ filter: ScenarioFilter, against comparison: RecomputeComparison, service: LayoutService, context: CommandContext,
        isQuiet: Bool
    ) throws(CLIError) -> RunReport {
        var reporter: ProgressReporter?
        var reported = 0
        return try InterruptSignal.catching { () throws(CLIError) in
            do throws(ServiceError) {
                let report = try service.recompute(filter, against: comparison) { progress in
                    if InterruptSignal.isRaised { throw Interrupted() }
                    if reporter == nil {
                        reported = progress.counts.total
                        reporter = ProgressReporter(
                            label: "recompute", total: progress.total, io: context.io, isQuiet: isQuiet, alreadyDone: reported
                        )
                    }
                    reporter?.advance(by: progress.done - reported)
                    reported = progress.done
                }
                reporter?.finish()
                return report
            } catch .cancelled(let runID, let after) {
                let resume = context.arguments.commandLineText
                reporter?.abandon()
                throw CLIError(
                    message: "Interrupted: run \(runID) stopped after \(after) scenarios, which are kept; run '\(resume)' again to resume it.",
                    exitCode: .interrupted
                )
            } catch {
                throw CLIError(error, path: try context.storeName())
            }
        }
    }

    /// One row: the run, its engines, its counts, and how long it took.
    static func summary(_ report: RunReport, seconds: Double) -> TableOutput {
        summary(
            runID: report.runID, engineID: report.engine.id, againstID: report.against?.id, comparison: report.comparison,
            counts: report.counts, seconds: seconds
        )
    }

    /// One row: the run, its engines, its counts, and how long it took.
    static func summary(
        runID: Int64, engineID: Int64, againstID: Int64?, comparison: ComparisonSource, counts: RunCounts, seconds: Double
    ) -> TableOutput {
        var table = TableOutput(columns: [
            "run", "engine", "against", "comparison", "unchanged", "changed", "new", "failed", "computed", "seconds", "per second",
        ])
        let rate = seconds > 0 ? Double(counts.total) / seconds : 0
        table.append([
            .integer(Int(runID)), .integer(Int(engineID)), againstID.map { .integer(Int($0)) } ?? .null, .text(comparison.key),
            .integer(counts.unchanged), .integer(counts.changed), .integer(counts.new), .integer(counts.failed),
            .integer(counts.computed), .number(rounded(seconds, places: 3)), .number(rounded(rate, places: 1)),
        ])
        return table
    }

    /// `recompute: engine 4 compared with engine 2, the engine of the current baselines; engine 4 is current.`
    static func comparisonLine(_ report: RunReport) -> String {
        let against = report.against.map { "engine \($0.id), \(report.comparison.rawValue)" } ?? "nothing (every result new)"
        return "recompute: engine \(report.engine.id) compared with \(against); engine \(report.engine.id) is now current."
    }

    static func rounded(_ value: Double, places: Int) -> Double {
        let scale = Double([1, 10, 100, 1000][places])
        return (value * scale).rounded() / scale
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}

extension Array {
    /// Nil for an empty array, so an absent repeatable option means "no filter".
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
