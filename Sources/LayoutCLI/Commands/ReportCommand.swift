import LayoutEngine
import LayoutModels
import LayoutRender
import LayoutService
import LayoutStorage

/// `layoutstore report --run N --out report.html`: the HTML change report of a recompute run.
enum ReportCommand {
    static let run = OptionSpec(name: "run", kind: .value(valueName: "run"), help: "The recompute run to report on.", isRequired: true)
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

    /// The report of run `runID`: its counts, and each new or changed scenario laid out by the
    /// engine the run compared against (when it has one) and by the run's engine.
    static func changeReport(ofRun runID: Int64, service: LayoutService, context: CommandContext) throws(CLIError) -> ChangeReport {
        let (run, changes, widths) = try context.serviceCall { () throws(ServiceError) in
            (try service.run(runID), try service.runChanges(runID), try service.widths())
        }
        let path = service.database.path
        let newService = try StoreAccess(path: path).service(options: try EngineSelection.options(ofEngine: run.engineID, in: service))
        let oldService = try run.againstEngineID.map { id throws(CLIError) in
            try StoreAccess(path: path).service(options: try EngineSelection.options(ofEngine: id, in: service))
        }
        var revisionIDs: [String: [Int: Int64]] = [:]
        var scenarios: [ChangedScenario] = []
        for change in changes where change.status != "failed" {
            guard let template = TemplateName(rawValue: change.template) else { continue }
            let width = widths.first { $0.name == change.width }?.width ?? Double(change.width)
            let proposal = ProposedSize(width: width, height: nil)
            if revisionIDs[change.model] == nil {
                let revisions = try context.serviceCall { () throws(ServiceError) in try service.revisions(of: change.model) }
                revisionIDs[change.model] = Dictionary(revisions.map { ($0.number, $0.id) }, uniquingKeysWith: { first, _ in first })
            }
            guard let revisionID = revisionIDs[change.model]?[change.revision] else { continue }
            let (old, new) = try context.serviceCall { () throws(ServiceError) in
                (try oldService.map { service throws(ServiceError) in
                    try service.layout(revisionID: revisionID, template: template, proposal: proposal)
                }, try newService.layout(revisionID: revisionID, template: template, proposal: proposal))
            }
            let moved = old.map { service.diff($0, new).changes.map { NodeDelta(path: $0.path, id: $0.id, old: $0.before, new: $0.after) } } ?? []
            scenarios.append(ChangedScenario(
                name: "\(change.model) r\(change.revision) (\(change.template)) at \(change.width)", width: width, old: old, new: new,
                movedNodes: moved
            ))
        }
        let counts = run.counts
        let engines: [StoredEngine]
        do {
            engines = try EngineRepository(service.database).engines()
        } catch {
            throw CLIError(error, path: path)
        }
        let describe = { (id: Int64) in engines.first { $0.id == id }.map { "engine \(id): \($0.version) \($0.options)" } ?? "engine \(id)" }
        return ChangeReport(
            title: "Run \(runID)",
            generatedBy: "layoutstore \(LayoutStoreCLI.version), run \(runID)",
            summary: [
                SummaryItem("Engine", describe(run.engineID)),
                SummaryItem("Compared with", run.againstEngineID.map(describe) ?? "nothing (every result is new)"),
                SummaryItem("Started", run.startedAt), SummaryItem("Finished", run.finishedAt ?? "not finished"),
                SummaryItem("Scenarios", String(counts.total)), SummaryItem("Unchanged", String(counts.unchanged)),
                SummaryItem("Changed", String(counts.changed)), SummaryItem("New", String(counts.new)),
                SummaryItem("Failed", String(counts.failed)),
            ],
            scenarios: scenarios
        )
    }
}
