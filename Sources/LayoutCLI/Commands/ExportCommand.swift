import LayoutService

/// `layoutstore export [--out FILE]`: the store (widths, engines, models, results, baselines) as JSON Lines.
enum ExportCommand {
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "file"), help: "Write the lines to this file instead of standard output."
    )

    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the store's widths, engines, models, results and baselines as JSON Lines.",
        discussion: "One JSON object per line, each with a \"type\", in this order: \"width\" (narrowest first), \"engine\" (version, fingerprint, options; numbered for the lines that refer to it), \"model\" (kind, creation, archiving) each followed by its \"revision\" lines (content, number, message, time), \"tree\" (a tree's shape by hash), \"result\" (an engine's layout of a tree under a proposal: size, facts, packed frames), \"scenario\" (the tree a revision's template made for an engine), \"approval\" (the log, with its scenarios) and \"baseline\". Rows are named by model name, revision number, tree hash and proposal size, never by row ids, and objects are written in canonical form (keys sorted, no spaces), so the same content always exports the same bytes. Recompute runs are not exported. The last line is the trailer, {\"type\":\"trailer\"} with the count of lines of each kind and the SHA-256 of every byte before it, so an import refuses a cut or changed stream. 'layoutstore import' reads the lines back into another store.",
        options: [out, GlobalOptions.database, GlobalOptions.quiet],
        examples: ["layoutstore export --out store.jsonl", "layoutstore export | layoutstore --db copy.sqlite import -"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let path: String? = try context.arguments.value(out.name)
        let service = try context.service()
        var text = ""
        var lineCount = 0
        try context.withProgress("export") { progress throws(CLIError) in
            try context.serviceCall { () throws(ServiceError) in
                try service.export({ line in
                    text += line + "\n"
                    lineCount += 1
                }, progress: progress.update)
            }
        }
        try context.write(text, to: path)
        if let path { try context.status("Wrote \(lineCount) lines to \(path)") }
        return .success
    }
}
