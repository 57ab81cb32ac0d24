import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore seed [--dir DIR]`: loads the reference models and widths, idempotently.
enum SeedCommand {
    static let directory = OptionSpec(
        name: "dir", kind: .value(valueName: "dir"),
        help: "A seed directory (widths.json and model files, as seeds/ in the repository).",
        defaultDescription: "the seeds built into layoutstore"
    )

    static let spec = CommandSpec(
        name: "seed",
        abstract: "Load the seed models and widths into the store.",
        discussion: "Adds the widths the store lacks and stores each model as a new revision when its content differs, laying out what is new. Loading the same seeds again changes nothing and says so. A seeded model someone has revised since (its current revision was not written by seed) keeps that revision: seed says so and leaves it.",
        options: [directory, GlobalOptions.database, GlobalOptions.engineOption],
        examples: ["layoutstore seed", "layoutstore seed --dir seeds"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let path: String? = try context.arguments.value(directory.name)
        let seeds = try load(directory: path)
        let service = try context.service(creating: true)
        let report = try context.withProgress("seed") { progress throws(CLIError) in
            try context.serviceCall { () throws(ServiceError) in try service.seed(seeds, progress: progress.update) }
        }
        var result = result(report, summary: describe(report, source: path ?? "the built-in seeds") + keptLines(report))
        result.fields += [
            ("models_kept", .cell(.integer(report.keptUserRevisions.count))),
            ("kept", .objects(report.keptUserRevisions.map { kept in
                [("model", .cell(.text(kept.model))), ("revision", .cell(.integer(kept.revision))),
                 ("message", .cell(kept.message.map(TableCell.text) ?? .null))]
            })),
        ]
        try context.report(result)
        return .success
    }

    /// One line per seeded model left at a user's revision.
    static func keptLines(_ report: LoadReport) -> String {
        report.keptUserRevisions.map { kept in
            "Kept \(JSONWriter.quoted(kept.model)) at revision \(kept.revision), a user's revision: seed never overwrites one.\n"
        }.joined()
    }

    /// A load's counts as a command result (seed, generate and import print the same fields).
    static func result(_ report: LoadReport, summary: String) -> CommandResult {
        CommandResult(summary: summary, cells: [
            ("changed", .bool(!report.changedNothing)),
            ("models_created", .integer(report.modelsCreated)), ("models_revised", .integer(report.modelsRevised)),
            ("models_unarchived", .integer(report.modelsUnarchived)), ("models_unchanged", .integer(report.modelsUnchanged)),
            ("revisions_added", .integer(report.revisionsAdded)),
            ("widths_added", .integer(report.widthsAdded)), ("widths_unchanged", .integer(report.widthsUnchanged)),
            ("results_added", .integer(report.resultsAdded)), ("approvals_added", .integer(report.approvalsAdded)),
            ("baselines_set", .integer(report.baselinesSet)), ("layouts_computed", .integer(report.computes)),
        ])
    }

    /// The seed set in `directory`, or the embedded one.
    static func load(directory: String?) throws(CLIError) -> SeedSet {
        do throws(ModelError) {
            guard let directory else { return try SeedSet.embedded() }
            return try SeedSet.load(directory: directory)
        } catch {
            throw CLIError(error)
        }
    }

    /// One line saying what loading `source` changed.
    static func describe(_ report: LoadReport, source: String) -> String {
        let models = report.modelsCreated + report.modelsRevised + report.modelsUnchanged + report.keptUserRevisions.count
        let widths = report.widthsAdded + report.widthsUnchanged
        if report.changedNothing {
            return "Nothing changed: \(source) are already loaded (\(models) models, \(widths) widths).\n"
        }
        return "Loaded \(source): \(report.modelsCreated) models created, \(report.modelsRevised) revised, "
            + "\(report.modelsUnchanged) unchanged; \(report.widthsAdded) widths added; \(report.computes) layouts computed.\n"
    }
}
