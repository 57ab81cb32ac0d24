import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore recompute [--against ENGINE] [--fail-on-change] [filters]`: the batch after an
/// engine change, with progress on standard error and a summary on standard output.
enum RecomputeCommand {
    static let against = OptionSpec(
        name: "against", kind: .value(valueName: "engine"),
        help: "Compare with the engine of this id (as 'runs list' shows), instead of the engine used before this one."
    )
    static let failOnChange = OptionSpec(
        name: "fail-on-change", kind: .flag, help: "Exit with status 1 when any scenario changed or failed."
    )
    static let kind = OptionSpec(
        name: "kind", kind: .value(valueName: "kind"), help: "Only models of this kind: tripCard, chipSet or viewTree."
    )
    static let model = OptionSpec(
        name: "model", kind: .value(valueName: "pattern"), help: "Only models whose name matches this GLOB pattern ('Kyoto*')."
    )
    static let width = OptionSpec(
        name: "width", kind: .repeatingValue(valueName: "name"), help: "Only this named width (repeatable)."
    )

    static let spec = CommandSpec(
        name: "recompute",
        abstract: "Lay out every scenario with the current engine and compare with another engine.",
        discussion: "Scenarios are the current revision of every model (or those the filters select) at every named width, laid out on every core. Each is counted unchanged, changed, new (nothing to compare with) or failed, and the changes are recorded as a run ('runs show', 'diff'). A run that was stopped is resumed by running the same command again.",
        options: [
            against, failOnChange, kind, model, width, GlobalOptions.engineOption, GlobalOptions.database, GlobalOptions.format,
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
        let filter = ScenarioFilter(
            kind: try context.arguments.value(kind.name), namePattern: try context.arguments.value(model.name),
            widths: try context.arguments.values(width.name, as: String.self).nilIfEmpty
        )
        let againstID: Int64? = try context.arguments.value(against.name)
        let globals = try context.globals()
        let service = try context.service()
        let comparison = try againstID.map { id throws(CLIError) in
            RecomputeComparison.engine(id: try EngineSelection.reading(context) { () throws(ServiceError) in try service.engine(id: id) }.id)
        } ?? .previousEngine
        let clock = ContinuousClock()
        let start = clock.now
        let report = try recompute(filter, against: comparison, service: service, context: context, isQuiet: globals.isQuiet)
        let seconds = Self.seconds(start.duration(to: clock.now))
        context.io.writeOutput(summary(report, seconds: seconds).rendered(as: format, style: globals.outputStyle))
        let anythingChanged = report.counts.changed > 0 || report.counts.failed > 0
        return context.arguments.flag(failOnChange.name) && anythingChanged ? .checkFailed : .success
    }

    /// Runs the batch, reporting progress through a `ProgressReporter` made at the first report.
    static func recompute(
        _ filter: ScenarioFilter, against comparison: RecomputeComparison, service: LayoutService, context: CommandContext,
        isQuiet: Bool
    ) throws(CLIError) -> RunReport {
        var reporter: ProgressReporter?
        var reported = 0
        let report = try context.serviceCall { () throws(ServiceError) in
            try service.recompute(filter, against: comparison) { progress in
                let current = reporter ?? ProgressReporter(label: "recompute", total: progress.total, io: context.io, isQuiet: isQuiet)
                reporter = current
                current.advance(by: progress.done - reported)
                reported = progress.done
            }
        }
        reporter?.finish()
        return report
    }

    /// One row: the run, its engines, its counts, and how long it took.
    static func summary(_ report: RunReport, seconds: Double) -> TableOutput {
        let counts = report.counts
        var table = TableOutput(columns: [
            "run", "engine", "against", "unchanged", "changed", "new", "failed", "computed", "seconds", "per second",
        ])
        let rate = seconds > 0 ? Double(counts.total) / seconds : 0
        table.append([
            .integer(Int(report.runID)), .integer(Int(report.engine.id)), report.against.map { .integer(Int($0.id)) } ?? .null,
            .integer(counts.unchanged), .integer(counts.changed), .integer(counts.new), .integer(counts.failed),
            .integer(counts.computed), .number(rounded(seconds, places: 3)), .number(rounded(rate, places: 1)),
        ])
        return table
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
