/// Completion scripts for bash, zsh and fish, written from the command tree so they always
/// offer exactly the subcommands and options the parser accepts: at each position the
/// subcommands of the command typed so far, its own options and the global ones; file names
/// where nothing else fits.
enum ShellCompletions {
    /// The shells a script can be written for.
    enum Shell: String, CaseIterable, ArgumentValue {
        case bash, zsh, fish
    }

    /// The script for `shell` completing `root`'s command line.
    static func script(for shell: Shell, root: CommandSpec) -> String {
        let commands = paths(root)
        switch shell {
        case .bash: return bash(root: root, commands: commands)
        case .zsh: return zsh(root: root, commands: commands)
        case .fish: return fish(root: root, commands: commands)
        }
    }

    /// Every command with its path of names (root first), parents before children.
    static func paths(_ root: CommandSpec) -> [(path: [String], command: CommandSpec)] {
        var result: [(path: [String], command: CommandSpec)] = []
        func visit(_ command: CommandSpec, path: [String]) {
            result.append((path, command))
            for child in command.subcommands { visit(child, path: path + [child.name]) }
        }
        visit(root, path: [root.name])
        return result
    }

    /// The option words (`--db`, `-q`) a command accepts, its own first, then the root's.
    private static func optionWords(_ command: CommandSpec, root: CommandSpec) -> [String] {
        var words: [String] = []
        for option in command.options + root.options + [HelpFormatter.helpOption] where !words.contains("--" + option.name) {
            words.append("--" + option.name)
            if let short = option.shortName { words.append("-" + String(short)) }
        }
        return words
    }

    private static func bash(root: CommandSpec, commands: [(path: [String], command: CommandSpec)]) -> String {
        let function = "_" + root.name.replacingDashes()
        let nested = commands.dropFirst().map { "\"\($0.path.joined(separator: " "))\"" }.joined(separator: "|")
        var text = """
            # bash completion for \(root.name), written by '\(root.name) completions bash'.
            \(function)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" path="\(root.name)" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "$path ${COMP_WORDS[i]}" in
                        \(nested)) path="$path ${COMP_WORDS[i]}" ;;
                    esac
                done
                local words
                case "$path" in

            """
        for (path, command) in commands {
            let words = command.subcommands.map(\.name) + optionWords(command, root: root)
            text += "        \"\(path.joined(separator: " "))\") words=\"\(words.joined(separator: " "))\" ;;\n"
        }
        text += """
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -o default -F \(function) \(root.name)

            """
        return text
    }

    private static func zsh(root: CommandSpec, commands: [(path: [String], command: CommandSpec)]) -> String {
        let function = "_" + root.name.replacingDashes()
        let nested = commands.dropFirst().map { "\"\($0.path.joined(separator: " "))\"" }.joined(separator: "|")
        var text = """
            #compdef \(root.name)
            # zsh completion for \(root.name), written by '\(root.name) completions zsh'.
            \(function)() {
                local path="\(root.name)" i
                for ((i = 2; i < CURRENT; i++)); do
                    case "$path ${words[i]}" in
                        (\(nested)) path="$path ${words[i]}" ;;
                    esac
                done
                local -a candidates
                case "$path" in

            """
        for (path, command) in commands {
            var entries = command.subcommands.map { zshEntry($0.name, $0.abstract) }
            for option in command.options + root.options + [HelpFormatter.helpOption] {
                let entry = zshEntry("--" + option.name, option.help)
                if !entries.contains(entry) { entries.append(entry) }
            }
            text += "        (\"\(path.joined(separator: " "))\") candidates=(\(entries.joined(separator: " "))) ;;\n"
        }
        text += """
                esac
                _describe -t commands '\(root.name)' candidates
                _files
            }
            \(function) "$@"

            """
        return text
    }

    /// `'name:description'` for `_describe`, colons in the name escaped, quotes doubled away.
    private static func zshEntry(_ name: String, _ description: String) -> String {
        "'" + name.replacingOccurrences(":", with: "\\:") + ":" + description.replacingOccurrences("'", with: "'\\''") + "'"
    }

    private static func fish(root: CommandSpec, commands: [(path: [String], command: CommandSpec)]) -> String {
        var lines = ["# fish completion for \(root.name), written by '\(root.name) completions fish'."]
        lines.append("complete -c \(root.name) -f")
        for option in root.options + [HelpFormatter.helpOption] {
            lines.append(fishOption(option, root: root, condition: nil))
        }
        for (path, command) in commands {
            // The condition: the command's own name was typed (the root's: no subcommand yet).
            let condition = path.count == 1 ? "__fish_use_subcommand" : "__fish_seen_subcommand_from \(path.last ?? "")"
            for child in command.subcommands {
                lines.append("complete -c \(root.name) -n '\(condition)' -a \(child.name) -d \(fishQuoted(child.abstract))")
            }
            if path.count > 1 {
                for option in command.options where !root.options.contains(where: { $0.name == option.name }) {
                    lines.append(fishOption(option, root: root, condition: condition))
                }
                if !command.arguments.isEmpty {
                    lines.append("complete -c \(root.name) -n '\(condition)' -F")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishOption(_ option: OptionSpec, root: CommandSpec, condition: String?) -> String {
        var parts = ["complete -c \(root.name)"]
        if let condition { parts.append("-n '\(condition)'") }
        parts.append("-l \(option.name)")
        if let short = option.shortName { parts.append("-s \(short)") }
        if option.takesValue { parts.append("-r") }
        parts.append("-d " + fishQuoted(option.help))
        return parts.joined(separator: " ")
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences("\\", with: "\\\\").replacingOccurrences("'", with: "\\'") + "'"
    }
}

extension String {
    /// `layout-store` → `layout_store`, for shell function names.
    fileprivate func replacingDashes() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }

    /// Every `target` replaced by `replacement` (without Foundation).
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
