import LayoutEngine
import LayoutRender
import LayoutService
import LayoutStorage

/// `layoutstore report --run N --out report.html`: the HTML change report of a recompute run.
enum ReportCommand {
    static let run = OptionSpec(name: "run", kind: .value(valueName: "run"), type: Int64.self, help: "The recompute run to report on.", isRequired: true)
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "file"), help: "The HTML file to write.", isRequired: true
    )

    static let spec = CommandSpec(
        name: "report",
        abstract: "Write a run's changes as one self-contained HTML page.",
        discussion: "The page has no scripts and loads nothing: a summary table of the run (engines, counts), then for every changed scenario the layout before (the engine the run compared against) and after (the run's engine) side by side as inline SVG, the moved nodes highlighted, and a table of their deltas. New scenarios show the new layout alone; failed ones are counted in the summary.",
        options: [run, out, GlobalOptions.database, GlobalOptions.quiet],
        examples: ["layoutstore report --run 3 --out report.html"],
        action: write
    )

    private static func write(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let runID: Int = try context.arguments.requiredValue(run.name)
        let path: String = try context.arguments.requiredValue(out.name)
        let service = try context.service()
        let report = try changeReport(ofRun: Int64(runID), service: service, context: context)
        try FileAccess.write(HTMLReport.render(report), to: path)
        try context.status("Wrote \(path): \(report.scenarios.count) changed scenarios")
        return .success
    }

    /// The report of run `runID`: its engines and counts, and each new or changed scenario's
    /// stored layouts by the engine the run compared against (when it has one) and by the run's engine.
    /// `showsProgress` false keeps it silent (as part of another command's work).
    static func changeReport(
        ofRun runID: Int64, service: LayoutService, context: CommandContext, showsProgress: Bool = true
    ) throws(CLIError) -> ChangeReport {
        let (run, changes, engines) = try context.serviceCall { () throws(ServiceError) in
            (try service.run(runID), try service.runChangeResults(runID), try service.engines())
        }
        let describe = { (id: Int64) in
            engines.first { $0.engine.id == id }.map { "engine \(id): \($0.engine.version) \($0.engine.options)" } ?? "engine \(id)"
        }
        let counts = run.counts
        let isQuiet = showsProgress ? try context.globals().isQuiet : true
        let progress = ProgressReporter(label: "report", total: changes.count, io: context.io, isQuiet: isQuiet)
        var scenarios: [ChangedScenario] = []
        scenarios.reserveCapacity(changes.count)
        for change in changes {
            scenarios.append(scenario(of: change, service: service))
            progress.advance()
        }
        progress.finish()
        return ChangeReport(
            title: "Run \(runID)",
            generatedBy: "layoutstore \(LayoutStoreCLI.version), run \(runID)",
            summary: [
                SummaryItem("Engine", describe(run.engineID)),
                SummaryItem("Compared with", run.againstEngineID.map(describe) ?? "nothing (every result is new)"),
                SummaryItem("Started", run.startedAt), SummaryItem("Finished", run.finishedAt ?? "not finished"),
            ] + countItems(counts),
            scenarios: scenarios
        )
    }

    /// The summary rows of a run's counts.
    static func countItems(_ counts: RunCounts) -> [SummaryItem] {
        [
            SummaryItem("Scenarios", String(counts.total)), SummaryItem("Unchanged", String(counts.unchanged)),
            SummaryItem("Changed", String(counts.changed)), SummaryItem("New", String(counts.new)),
            SummaryItem("Failed", String(counts.failed)),
        ]
    }

    /// A changed (or new) scenario as the report draws it, its moved nodes from the diff of both layouts.
    static func scenario(of results: RunChangeResults, service: LayoutService) -> ChangedScenario {
        let change = results.change
        let moved = results.old.map { old in
            service.diff(old, results.new).changes.map { NodeDelta(path: $0.path, id: $0.id, old: $0.before, new: $0.after) }
        } ?? []
        return ChangedScenario(
            name: "\(change.model) r\(change.revision) (\(change.template)) at \(change.width)",
            width: results.new.proposal.width, old: results.old, new: results.new, movedNodes: moved
        )
    }
}
