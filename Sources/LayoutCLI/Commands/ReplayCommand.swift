import LayoutEngine
import LayoutRender
import LayoutService

/// `layoutstore replay [--kind K] [--model PATTERN] [--width W] [--tolerance PT]`: every
/// baseline laid out again with the current engine and compared with its approved result.
enum ReplayCommand {
    static let tolerance = OptionSpec(
        name: "tolerance", kind: .value(valueName: "points"), type: Length.self,
        help: "Coordinates closer than this many points count as equal.", defaultValue: "0.01"
    )
    static let report = OptionSpec(
        name: "report", kind: .value(valueName: "file"),
        help: "Also write the failures as an HTML report (the index; pages beside it), approved layout before, current after."
    )

    static let spec = CommandSpec(
        name: "replay",
        abstract: "Check every baseline against the current engine; exit 1 if any layout differs.",
        discussion: "Each baseline (an approved result, see 'layoutstore approve') is a test case: its model revision is laid out again at its width with the current engine (and any --engine-option) and every node's frame is compared with the approved one. Each failing case is listed with the nodes that moved, their old and new frames (x,y width×height) and the deltas; the container's size shows as node '(size)'. A summary goes to standard error.",
        options: ScenarioFilterOptions.all + [
            tolerance, report, GlobalOptions.database, GlobalOptions.format, GlobalOptions.engineOption, GlobalOptions.quiet,
            GlobalOptions.noColor,
        ],
        examples: [
            "layoutstore replay",
            "layoutstore replay --kind chipSet --width 'iPhone SE' --tolerance 0.5 --format table",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let tolerancePoints = try context.arguments.requiredValue(tolerance.name, as: Length.self).points
        let format = try context.tableFormat()
        let service = try context.service()
        let filter = try ScenarioFilterOptions.filter(from: context.arguments, service: service, context: context)
        let reportPath: String? = try context.arguments.value(Self.report.name)
        let report = try context.withProgress("replay") { progress throws(CLIError) in
            try context.serviceCall { () throws(ServiceError) in try service.replay(filter, tolerance: tolerancePoints, progress: progress.update) }
        }
        if let reportPath {
            try ReportCommand.writePages(of: changeReport(report, service: service), index: reportPath)
            try context.status("Wrote \(reportPath)")
        }
        if !report.failures.isEmpty || format != .table {
            try context.show(failureTable(report), as: format)
        }
        let passed = report.caseCount - report.failures.count
        let tolerancePhrase = "tolerance \(FixedNumber.format(report.tolerance)) pt"
        if report.caseCount == 0 {
            try context.status("replay: no baselines to check; approve some with 'layoutstore approve'.")
        } else {
            try context.status("replay: \(report.caseCount) cases, \(passed) passed, \(report.failures.count) failed (\(tolerancePhrase)).")
        }
        return report.passed ? .success : .checkFailed
    }

    /// One row per difference of every failing case, the case named in the first four columns.
    static func failureTable(_ report: ReplayReport) -> TableOutput {
        var table = TableOutput(columns: ["model", "revision", "template", "width"] + LayoutDiffRows.columns)
        for failure in report.failures {
            let scenario: [TableCell] = [
                .text(failure.model), .integer(failure.revision), .text(failure.template),
                .text(ScenarioLabel.width(failure.width, sizeCategory: failure.sizeCategory)),
            ]
            for row in LayoutDiffRows.cells(of: failure.diff) { table.append(scenario + row) }
        }
        return table
    }

    /// The failures as a change report: each case's approved layout before, the current one after.
    static func changeReport(_ report: ReplayReport, service: LayoutService) -> ChangeReport {
        let engine = PictureScenes.engineText(version: Engine.version, options: service.options)
        var scenes = PictureScenes(service: service)
        let scenarios = report.failures.map { failure in
            let caption = PictureCaption(
                model: failure.model, revision: failure.revision, template: failure.template, width: failure.width,
                sizeCategory: PictureScenes.captionText(failure.sizeCategory), engine: engine
            )
            func scene(_ result: LayoutResult) -> LayoutScene {
                scenes.scene(
                    result, model: failure.model, revision: failure.revision, template: failure.template, options: service.options,
                    sizeCategory: failure.sizeCategory, caption: caption
                )
            }
            let deltas = failure.diff.changes.map { NodeDelta(path: $0.path, id: $0.id, old: $0.before, new: $0.after) }
            return ChangedScenario(caption: caption, old: scene(failure.approved), new: scene(failure.current), deltas: deltas)
        }
        return ChangeReport(
            title: "Replay: \(report.failures.count) of \(report.caseCount) baselines differ",
            generatedBy: "layoutstore \(LayoutStoreCLI.version) replay (tolerance \(FixedNumber.format(report.tolerance)) pt)",
            summary: [
                SummaryItem("Engine", engine), SummaryItem("Cases", String(report.caseCount)),
                SummaryItem("Failed", String(report.failures.count)),
            ],
            scenarios: scenarios
        )
    }
}
