import LayoutEngine
import LayoutRender
import LayoutService

/// `layoutstore replay [--kind K] [--model PATTERN] [--width W] [--tolerance PT]
/// [--approved-revisions]`: every baseline's model laid out as it is now with the current
/// engine and compared with its approved result; scenarios without a baseline are listed.
enum ReplayCommand {
    static let tolerance = OptionSpec(
        name: "tolerance", kind: .value(valueName: "points"), type: Length.self,
        help: "Coordinates closer than this many points count as equal.", defaultValue: "0.01"
    )
    static let approvedRevisions = OptionSpec(
        name: "approved-revisions", kind: .flag,
        help: "Lay out each baseline's approved revision instead of its model's current one: engine changes only."
    )
    static let report = OptionSpec(
        name: "report", kind: .value(valueName: "file"),
        help: "Also write the failures as an HTML report (the index; pages beside it), approved layout before, current after."
    )

    static let spec = CommandSpec(
        name: "replay",
        abstract: "Check every baseline against the models and engine as they are now; exit 1 if any layout differs.",
        discussion: "Each baseline (an approved result, see 'layoutstore approve') is a test case: its model as it is now (its current revision) is laid out again at its width with the current engine (and any --engine-option) and every node's frame is compared with the approved one. A model changed since its approval fails like an engine change when its layout moved: its rows name the approved revision and the current one. --approved-revisions lays out the approved revisions instead, so only engine changes show. Each failing case is listed with the nodes that moved, their old and new frames (x,y width×height) and the deltas; the container's size shows as node '(size)'. Current scenarios that no baseline covers are listed too, with change 'no baseline' (they do not fail the replay). A summary goes to standard error.",
        options: ScenarioFilterOptions.all + [
            tolerance, approvedRevisions, report, GlobalOptions.database, GlobalOptions.format, GlobalOptions.engineOption, GlobalOptions.quiet,
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
        let reportPath = try context.outputPath(Self.report.name)
        let service = try context.service()
        let filter = try ScenarioFilterOptions.filter(from: context.arguments, service: service, context: context)
        let onlyApproved = context.arguments.flag(approvedRevisions.name)
        let report = try context.withProgress("replay") { progress throws(CLIError) in
            try context.serviceCall { () throws(ServiceError) in
                try service.replay(filter, tolerance: tolerancePoints, approvedRevisions: onlyApproved, progress: progress.update)
            }
        }
        if let reportPath {
            try ReportCommand.writePages(of: changeReport(report, service: service), index: reportPath)
            try context.status("Wrote \(reportPath)")
        }
        if !report.failures.isEmpty || !report.unapproved.isEmpty || format != .table {
            try context.show(failureTable(report), as: format)
        }
        let passed = report.caseCount - report.failures.count
        let tolerancePhrase = "tolerance \(FixedNumber.format(report.tolerance)) pt"
        if !report.unapproved.isEmpty {
            let count = report.unapproved.count
            try context.status("replay: \(count) scenario\(count == 1 ? " has" : "s have") no baseline (not checked; 'layoutstore approve' adds them).")
        }
        if report.caseCount == 0 {
            try context.status("replay: no baselines to check; approve some with 'layoutstore approve'.")
        } else {
            let changedModels = report.failures.filter(\.modelChanged).count
            let revisedPhrase = changedModels == 0 ? "" : ", \(changedModels) of them models changed since approval"
            try context.status(
                "replay: \(report.caseCount) cases, \(passed) passed, \(report.failures.count) failed\(revisedPhrase) (\(tolerancePhrase))."
            )
        }
        return report.passed ? .success : .checkFailed
    }

    /// One row per difference of every failing case, the case named in the first five columns
    /// (`revision` approved, `current_revision` laid out), then one row per scenario without a
    /// baseline (change `no baseline`, no approved revision).
    static func failureTable(_ report: ReplayReport) -> TableOutput {
        var table = TableOutput(columns: ["model", "revision", "current_revision", "template", "width"] + LayoutDiffRows.columns)
        for failure in report.failures {
            let scenario: [TableCell] = [
                .text(failure.model), .integer(failure.revision), .integer(failure.currentRevision), .text(failure.template),
                .text(ScenarioLabel.width(failure.width, sizeCategory: failure.sizeCategory)),
            ]
            for row in LayoutDiffRows.cells(of: failure.diff) { table.append(scenario + row) }
        }
        for scenario in report.unapproved {
            table.append(
                [.text(scenario.model), .null, .integer(scenario.revision), .text(scenario.template), .text(scenario.width)]
                    + [.null, .null, .text("no baseline")] + Array(repeating: TableCell.null, count: LayoutDiffRows.columns.count - 3)
            )
        }
        return table
    }

    /// The failures as a change report: each case's approved layout before, the current one after.
    static func changeReport(_ report: ReplayReport, service: LayoutService) -> ChangeReport {
        let engine = PictureScenes.engineText(version: Engine.version, options: service.options)
        var scenes = PictureScenes(service: service)
        let scenarios = report.failures.map { failure in
            let caption = PictureCaption(
                model: failure.model, revision: failure.currentRevision, template: failure.template, width: failure.width,
                sizeCategory: PictureScenes.captionText(failure.sizeCategory), engine: engine
            )
            func scene(_ result: LayoutResult, revision: Int) -> LayoutScene {
                scenes.scene(
                    result, model: failure.model, revision: revision, template: failure.template, options: service.options,
                    sizeCategory: failure.sizeCategory, caption: caption
                )
            }
            let deltas = failure.diff.changes.map { NodeDelta(path: $0.path, id: $0.id, old: $0.before, new: $0.after) }
            return ChangedScenario(
                caption: caption, old: scene(failure.approved, revision: failure.revision),
                new: scene(failure.current, revision: failure.currentRevision), deltas: deltas
            )
        }
        var changedModels: [String] = []
        for failure in report.failures where failure.modelChanged {
            let name = "\(failure.model) (approved r\(failure.revision), current r\(failure.currentRevision))"
            if !changedModels.contains(name) { changedModels.append(name) }
        }
        return ChangeReport(
            title: "Replay: \(report.failures.count) of \(report.caseCount) baselines differ",
            generatedBy: "layoutstore \(LayoutStoreCLI.version) replay (tolerance \(FixedNumber.format(report.tolerance)) pt)",
            summary: [
                SummaryItem("Engine", engine), SummaryItem("Cases", String(report.caseCount)),
                SummaryItem("Failed", String(report.failures.count)),
                SummaryItem("Models changed since approval", changedModels.isEmpty ? "none" : changedModels.joined(separator: ", ")),
                SummaryItem("Scenarios without a baseline", String(report.unapproved.count)),
            ],
            scenarios: scenarios
        )
    }
}
