/// The manual page of `layoutstore` in roff (`man 7 man`), written from the command tree: the
/// root's overview and global options, every subcommand with its usage, arguments, options and
/// examples, and the exit statuses. No date, so the same build writes the same page.
enum ManPage {
    /// The page for `root` at `version`.
    static func page(root: CommandSpec, version: String) -> String {
        var lines = [
            ".TH \(root.name.uppercased()) 1 \"\" \(quoted("\(root.name) \(version)")) \"User Commands\"",
            ".SH NAME",
            escaped("\(root.name) - \(root.abstract)"),
            ".SH SYNOPSIS",
            ".B \(root.name)",
            escaped("[options] <subcommand> [arguments]"),
            ".SH DESCRIPTION",
            escaped(root.abstract),
            escaped("Global options are accepted before or after the subcommand."),
            ".SH GLOBAL OPTIONS",
        ]
        lines += root.options.flatMap(optionEntry)
        lines.append(".SH COMMANDS")
        for (path, command) in ShellCompletions.paths(root).dropFirst() where command.action != nil {
            lines.append(".SS " + quoted(path.joined(separator: " ")))
            lines.append(escaped(command.abstract))
            if let discussion = command.discussion {
                for paragraph in discussion.split(separator: "\n", omittingEmptySubsequences: true) {
                    lines += [".PP", escaped(String(paragraph))]
                }
            }
            let chain = ShellCompletions.paths(root).filter { path.starts(with: $0.path) }.map(\.command)
            lines += [".PP", ".B Usage:", escaped(HelpFormatter.usage(chain))]
            for argument in command.arguments {
                lines += [".TP", "\\fI<" + escaped(argument.name) + ">\\fR", escaped(argument.help)]
            }
            lines += command.options.filter { option in !root.options.contains { $0.name == option.name } }.flatMap(optionEntry)
            if !command.examples.isEmpty {
                lines += [".PP", ".B Examples:", ".nf"] + command.examples.map { escaped("  " + $0) } + [".fi"]
            }
        }
        lines.append(".SH EXIT STATUS")
        let statuses: [(ExitCode, String)] = [
            (.success, "The command did what was asked."),
            (.checkFailed, "A check failed: a replay mismatch, changes with --fail-on-change."),
            (.usage, "The command line was wrong."),
            (.badData, "The input data was wrong: bad JSON, a bad view tree, an invalid model or name."),
            (.unreadableInput, "An input file is missing or unreadable."),
            (.ioFailure, "The database, standard output or an output file failed."),
            (.interrupted, "Stopped by Ctrl-C; finished work was kept."),
        ]
        for (code, meaning) in statuses {
            lines += [".TP", ".B \(code.rawValue)", escaped(meaning)]
        }
        lines += [".SH ENVIRONMENT", ".TP", ".B LAYOUTSTORE_DB", escaped("The database when --db is not given: a file path, or a postgresql:// (or postgres://) URL of a PostgreSQL database."),
                  ".TP", ".B NO_COLOR", escaped("When set and not empty, output is never coloured.")]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func optionEntry(_ option: OptionSpec) -> [String] {
        let label = "\\fB" + escaped(option.helpLabel) + "\\fR"
        let help = option.help + (option.defaultDescription.map { " (default: \($0))" } ?? "")
        return [".TP", label, escaped(help)]
    }

    /// `text` safe in a roff line: backslashes as `\e`, dashes as `\-`, and a leading `.` or
    /// `'` (which would start a request) guarded by `\&`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences("\"", with: "\\(dq") + "\""
    }
}
