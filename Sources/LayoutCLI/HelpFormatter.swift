/// Writes a command's help and usage line from its `CommandSpec`, in the sections OVERVIEW,
/// USAGE, ARGUMENTS, OPTIONS, GLOBAL OPTIONS, SUBCOMMANDS and EXAMPLES (empty sections are
/// left out).
enum HelpFormatter {
    /// Help lines are wrapped at this many columns.
    static let lineWidth = 80
    /// The column where an option's or argument's help starts.
    static let helpColumn = 26

    /// The option every command accepts; the parser handles it before any command's own.
    static let helpOption = OptionSpec(name: "help", shortName: "h", kind: .flag, help: "Show help information.")

    /// `layoutstore layout`: the words that run `command` (root first).
    static func commandLine(_ command: [CommandSpec]) -> String {
        command.map(\.name).joined(separator: " ")
    }

    /// The usage line of `command` without the `USAGE: ` prefix.
    static func usage(_ command: [CommandSpec]) -> String {
        guard let chosen = command.last else { return "" }
        var parts = [commandLine(command)]
        let hidden = chosen.options.contains { !$0.showsInUsage } || !globalOptions(command).isEmpty
        if chosen.action == nil {
            if hidden { parts.append("[options]") }
            parts.append("<subcommand>")
            return parts.joined(separator: " ")
        }
        parts += chosen.arguments.map(\.usage)
        parts += chosen.options.filter(\.showsInUsage).map(\.usage)
        if hidden { parts.append("[options]") }
        return parts.joined(separator: " ")
    }

    /// `  See 'layoutstore layout --help' for more information.`
    static func seeHelp(_ command: [CommandSpec]) -> String {
        "  See '\(commandLine(command)) --help' for more information."
    }

    /// The full help text of `command`.
    static func help(_ command: [CommandSpec]) -> String {
        guard let chosen = command.last else { return "" }
        var sections: [String] = []
        var overview = wrap("OVERVIEW: " + chosen.abstract, firstColumn: 0, continuationColumn: 0)
        if let discussion = chosen.discussion {
            overview += "\n\n" + discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { wrap(String($0), firstColumn: 0, continuationColumn: 0) }.joined(separator: "\n")
        }
        sections.append(overview)
        sections.append(wrap("USAGE: " + usage(command), firstColumn: 0, continuationColumn: 7))
        if !chosen.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + chosen.arguments.map { entry("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        let options = chosen.options + (command.count == 1 ? [versionOption] : []) + [helpOption]
        sections.append("OPTIONS:\n" + options.map(optionEntry).joined(separator: "\n"))
        let globals = globalOptions(command)
        if !globals.isEmpty {
            sections.append("GLOBAL OPTIONS (before or after the subcommand):\n" + globals.map(optionEntry).joined(separator: "\n"))
        }
        if !chosen.subcommands.isEmpty {
            let list = chosen.subcommands.map { entry($0.name, $0.abstract) }.joined(separator: "\n")
            sections.append("SUBCOMMANDS:\n" + list + "\n\n  See '\(commandLine([command[0]])) help <subcommand>' for detailed help.")
        }
        if !chosen.examples.isEmpty {
            sections.append("EXAMPLES:\n" + chosen.examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The root's options a subcommand accepts without declaring them itself.
    static func globalOptions(_ command: [CommandSpec]) -> [OptionSpec] {
        guard command.count > 1, let root = command.first, let chosen = command.last else { return [] }
        return root.options.filter { global in !chosen.options.contains { $0.name == global.name } }
    }

    /// One OPTIONS entry: the label, the help and the default.
    private static func optionEntry(_ option: OptionSpec) -> String {
        entry(option.helpLabel, option.help + (option.defaultDescription.map { " (default: \($0))" } ?? ""))
    }

    /// `--version`, shown in the root's help only.
    static let versionOption = OptionSpec(name: "version", kind: .flag, help: "Show the version.")

    /// One `  label   help` entry, the help wrapped under `helpColumn`.
    private static func entry(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        let indent = String(repeating: " ", count: helpColumn)
        let body = wrap(help, firstColumn: helpColumn, continuationColumn: helpColumn)
        if lead.count <= helpColumn - 2 {
            return lead + String(repeating: " ", count: helpColumn - lead.count) + body
        }
        return lead + "\n" + indent + body
    }

    /// `text` wrapped at `lineWidth`: the first line starts at column `firstColumn` (not
    /// padded here), later lines are padded to `continuationColumn`.
    private static func wrap(_ text: String, firstColumn: Int, continuationColumn: Int) -> String {
        var lines: [String] = []
        var line = ""
        var column = firstColumn
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, column + candidate.count > lineWidth {
                lines.append(line)
                line = String(word)
                column = continuationColumn
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: continuationColumn))
    }
}
