import LayoutService

/// `layoutstore import FILE|-`: JSON Lines from `export`, validated line by line before
/// anything is written, then written in one transaction.
enum ImportCommand {
    static let file = ArgumentSpec(name: "file", help: "A JSON Lines file written by 'layoutstore export', or '-' to read standard input.")

    static let spec = CommandSpec(
        name: "import",
        abstract: "Read a store written by 'export' (JSON Lines), all or nothing.",
        discussion: "Every line is checked first (JSON syntax, the \"type\" field, its fields, the model rules, and that what it refers to comes on an earlier line, that revisions and results match their hashes and frames their trees), then the trailer that must end the lines (counts and SHA-256: a cut or changed stream is refused); the first bad line is reported with its line number and JSON path and nothing is written. Then everything is written in one transaction, keeping the exported times. Into a store that holds data already: widths of the same name must agree; engines, trees and results present are kept; a model's revisions are appended where its stored history is a prefix of them (else only the last, when it differs); approvals are appended unless already logged; baselines replace the store's. Created or extended models are then laid out at every width with the current engine (stored results reused). Importing the same lines twice changes nothing.",
        arguments: [file],
        options: [GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet],
        examples: ["layoutstore --db copy.sqlite import store.jsonl", "layoutstore export | layoutstore --db copy.sqlite import -"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let path: String = try context.arguments.argument(file.name) ?? "-"
        let bytes = try context.readInput(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError(message: "\(CommandContext.inputName(path)): the file is not UTF-8 text.", exitCode: .badData)
        }
        let service = try context.service(creating: true)
        let report = try context.withProgress("import") { progress throws(CLIError) in
            do throws(ServiceError) {
                return try service.importLines(text, progress: progress.update)
            } catch {
                switch error {
                case .invalidArgument, .invalidModel:
                    throw CLIError(message: "\(CommandContext.inputName(path)): \(error.description).", exitCode: .badData)
                default:
                    throw CLIError(error, path: try context.storeName())
                }
            }
        }
        let summary = report.changedNothing
            ? "Imported nothing new: every line was already stored."
            : "Imported \(report.revisionsAdded) revisions (\(report.modelsCreated) models created, \(report.modelsRevised) revised, \(report.modelsUnchanged) unchanged), \(report.widthsAdded) widths, \(report.resultsAdded) results, \(report.approvalsAdded) approvals and \(report.baselinesSet) baselines; \(report.computes) layouts computed."
        try context.report(SeedCommand.result(report, summary: summary + "\n"))
        return .success
    }
}
