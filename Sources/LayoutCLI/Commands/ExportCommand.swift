import LayoutService

/// `layoutstore export [--out FILE]`: the store's widths and models (every revision) as JSON Lines.
enum ExportCommand {
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "file"), help: "Write the lines to this file instead of standard output."
    )

    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the store's widths and models (every revision) as JSON Lines.",
        discussion: "One JSON object per line, each with a \"type\": first {\"type\":\"width\",\"name\",\"width\"} for every named width, narrowest first, then {\"type\":\"revision\",\"model\":{…},\"message\",\"createdAt\"} for every revision of every model (archived ones included), by model name and revision number. Objects are written in canonical form (keys sorted, no spaces), so the same store always exports the same bytes. 'layoutstore import' reads the lines back into another store.",
        options: [out, GlobalOptions.database, GlobalOptions.quiet],
        examples: ["layoutstore export --out store.jsonl", "layoutstore export | layoutstore --db copy.sqlite import -"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let path: String? = try context.arguments.value(out.name)
        let service = try context.service()
        var text = ""
        var lineCount = 0
        try context.serviceCall { () throws(ServiceError) in
            try service.export { line in
                text += line + "\n"
                lineCount += 1
            }
        }
        try context.write(text, to: path)
        if let path { try context.status("Wrote \(lineCount) lines to \(path)") }
        return .success
    }
}
