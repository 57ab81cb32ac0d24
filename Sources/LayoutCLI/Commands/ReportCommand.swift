import LayoutEngine
import LayoutRender
import LayoutService

/// `layoutstore report --run N --out report.html`: the HTML change report of a recompute run.
enum ReportCommand {
    static let run = OptionSpec(name: "run", kind: .value(valueName: "run"), type: Int64.self, help: "The recompute run to report on.", isRequired: true)
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "file"),
        help: "The index page to write; the scenario pages are written beside it (report.html → report-001.html, …).",
        isRequired: true
    )
    static let pageSize = OptionSpec(
        name: "page-size", kind: .value(valueName: "n"), type: Count.self, help: "Scenarios per page.",
        defaultValue: String(HTMLReport.defaultScenariosPerPage)
    )

    static let spec = CommandSpec(
        name: "report",
        abstract: "Write a run's changes as HTML pages with an index.",
        discussion: "The pages load nothing from the network. The index has the run's summary (engines, counts), the legend, one group per model with its counts and links to every scenario, and the failed scenarios with their errors. Each page holds up to --page-size scenarios, each with a stable anchor and three views of the layouts before (the engine the run compared against) and after (the run's engine), drawn in the preview style and scaled to fit: side by side, overlay with an opacity slider, and the difference (moved nodes orange with their old frame grey, added green, removed red). New scenarios are labelled as new and show the layout after alone.",
        options: [run, out, pageSize, GlobalOptions.database, GlobalOptions.quiet],
        examples: ["layoutstore report --run 3 --out report/index.html"],
        action: write
    )

    private static func write(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let runID: Int = try context.arguments.requiredValue(run.name)
        let path: String = try context.arguments.requiredValue(out.name)
        try FileAccess.checkWritable(path)
        let perPage = try context.arguments.requiredValue(pageSize.name, as: Count.self).value
        guard perPage > 0 else {
            throw CLIError.usage("'\(pageSize.synopsis)' must be at least 1, not \(perPage).", command: context.arguments.command)
        }
        let service = try context.service()
        let report = try changeReport(ofRun: Int64(runID), service: service, context: context)
        let pages = try writePages(of: report, index: path, scenariosPerPage: perPage)
        try context.status("Wrote \(path) and \(pages.count) pages beside it: \(report.scenarios.count) changed or new scenarios")
        return .success
    }

    /// Writes the report's scenario pages beside `index`, then the index (each through a
    /// temporary file); returns the scenario pages' file names.
    @discardableResult
    static func writePages(of report: ChangeReport, index path: String, scenariosPerPage: Int = HTMLReport.defaultScenariosPerPage) throws(CLIError) -> [String] {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let indexName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let html = HTMLReport(report, indexName: indexName, scenariosPerPage: scenariosPerPage)
        for pageIndex in html.pageNames.indices {
            let page = html.page(pageIndex)
            try FileAccess.write(page.html, to: directory + page.fileName)
        }
        try FileAccess.write(html.index().html, to: path)
        return html.pageNames
    }

    /// The report of run `runID`: its engines and counts, each new or changed scenario's stored
    /// layouts by the engine the run compared against (when it has one) and by the run's
    /// engine, drawn from their model revisions' trees, and the failed scenarios. Progress goes
    /// to standard error unless `showsProgress` is false (as part of another command's work).
    static func changeReport(
        ofRun runID: Int64, service: LayoutService, context: CommandContext, showsProgress: Bool = true
    ) throws(CLIError) -> ChangeReport {
        let (run, changes, all, engines) = try context.serviceCall { () throws(ServiceError) in
            (try service.run(runID), try service.runChangeResults(runID), try service.runChanges(runID), try service.engines())
        }
        let describe = { (id: Int64) in
            engines.first { $0.engine.id == id }.map { PictureScenes.engineText(version: $0.engine.version, options: $0.options, id: id) }
                ?? "engine \(id)"
        }
        let options = { (id: Int64?) in id.flatMap { id in engines.first { $0.engine.id == id }?.options } ?? EngineOptions() }
        let newEngine = engines.first { $0.engine.id == run.engineID }
        let engineText = PictureScenes.engineText(
            version: newEngine?.engine.version ?? Engine.version, options: options(run.engineID), id: run.engineID
        )
        var scenes = PictureScenes(service: service)
        let isQuiet = showsProgress ? try context.globals().isQuiet : true
        let progress = ProgressReporter(label: "report", total: changes.count, io: context.io, isQuiet: isQuiet)
        var scenarios: [ChangedScenario] = []
        scenarios.reserveCapacity(changes.count)
        for results in changes {
            scenarios.append(scenario(
                of: results, scenes: &scenes, options: (options(run.againstEngineID), options(run.engineID)), engine: engineText,
                service: service
            ))
            progress.advance()
        }
        progress.finish()
        let failures = all.filter { $0.status == "failed" }.map { change in
            FailedScenario(caption: caption(of: change, engine: engineText), message: change.error ?? "failed")
        }
        return ChangeReport(
            title: "Run \(runID)",
            generatedBy: "layoutstore \(LayoutStoreCLI.version), run \(runID)",
            summary: [
                SummaryItem("Engine", describe(run.engineID)),
                SummaryItem("Compared with", run.againstEngineID.map(describe) ?? "nothing (every result is new)"),
                SummaryItem("Started", run.startedAt), SummaryItem("Finished", run.finishedAt ?? "not finished"),
            ] + countItems(run.counts),
            scenarios: scenarios, failures: failures
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

    /// The caption of a run's scenario.
    static func caption(of change: RunChange, engine: String) -> PictureCaption {
        PictureCaption(
            model: change.model, revision: change.revision, template: change.template, width: change.width,
            sizeCategory: PictureScenes.captionText(change.sizeCategory), engine: engine
        )
    }

    /// A changed (or new) scenario as the report draws it: both layouts with their trees, and
    /// the nodes that moved, appeared or disappeared from the diff of both layouts.
    static func scenario(
        of results: RunChangeResults, scenes: inout PictureScenes, options: (old: EngineOptions, new: EngineOptions),
        engine: String, service: LayoutService
    ) -> ChangedScenario {
        let change = results.change
        let caption = caption(of: change, engine: engine)
        let deltas = results.old.map { old in
            service.diff(old, results.new).changes.map { NodeDelta(path: $0.path, id: $0.id, old: $0.before, new: $0.after) }
        } ?? []
        let old = results.old.map {
            scenes.scene(
                $0, model: change.model, revision: change.revision, template: change.template, options: options.old,
                sizeCategory: change.sizeCategory, caption: caption
            )
        }
        let new = scenes.scene(
            results.new, model: change.model, revision: change.revision, template: change.template, options: options.new,
            sizeCategory: change.sizeCategory, caption: caption
        )
        return ChangedScenario(caption: caption, old: old, new: new, deltas: deltas)
    }
}
