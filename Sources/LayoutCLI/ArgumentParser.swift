/// Parses a command line against a command tree.
///
/// Leading words choose subcommands; a command's own options are accepted after it, the
/// root's global options (`--db`, `--format`, …) anywhere, before or after the subcommand;
/// `--name=value` and `--name value` both work; `--` ends the options; `-h` or `--help`
/// anywhere asks for the help of the command chosen so far. Every value is checked against
/// its declared type before the command runs.
enum ArgumentParser {
    /// What the command line asks for.
    enum Outcome {
        case run(ParsedArguments)
        /// Print the help of this command (root first).
        case help([CommandSpec])
        /// Print the version.
        case version
    }

    static func parse(_ arguments: [String], root: CommandSpec) throws(CLIError) -> Outcome {
        var command = [root]
        var parsed = ParsedArguments(command: command, optionValues: [:], flags: [], argumentValues: [:], words: arguments)
        var positionals: [String] = []
        var remaining = arguments[...]
        var optionsEnded = false
        var givenBeforeSubcommand: Set<String> = []

        while let token = remaining.popFirst() {
            if !optionsEnded, token == "--" {
                optionsEnded = true
            } else if !optionsEnded, token.hasPrefix("-"), token != "-" {
                if token == "-h" || token == "--help" { return .help(command) }
                if token == "--version", command.count == 1 { return .version }
                try readOption(
                    token, remaining: &remaining, command: command, overridable: &givenBeforeSubcommand, into: &parsed
                )
            } else if positionals.isEmpty, let current = command.last, !current.subcommands.isEmpty {
                guard let subcommand = current.subcommands.first(where: { $0.name == token }) else {
                    throw CLIError.usage("Unknown subcommand '\(token)'.", command: command)
                }
                command.append(subcommand)
                parsed.command = command
                givenBeforeSubcommand.formUnion(parsed.optionValues.keys)
            } else {
                positionals.append(token)
            }
        }

        guard let chosen = command.last, chosen.action != nil else {
            if arguments.isEmpty { return .help(command) }
            throw CLIError.usage("Missing subcommand.", command: command)
        }
        parsed.argumentValues = try assign(positionals, to: chosen.arguments, command: command)
        for option in chosen.options where option.isRequired && parsed.optionValues[option.name] == nil {
            throw CLIError.usage("Missing expected option '\(option.synopsis)'.", command: command)
        }
        return .run(parsed)
    }

    /// Reads one option (and its value) into `parsed`. A single-valued option given before
    /// the subcommand (in `overridable`) may be given again after it; the later value wins.
    private static func readOption(
        _ token: String, remaining: inout ArraySlice<String>, command: [CommandSpec],
        overridable: inout Set<String>, into parsed: inout ParsedArguments
    ) throws(CLIError) {
        var spelled = token
        var inlineValue: String?
        if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
            spelled = String(token[..<equals])
            inlineValue = String(token[token.index(after: equals)...])
        }
        guard let option = command.last?.option(spelled: spelled) ?? command.first?.option(spelled: spelled) else {
            throw CLIError.usage("Unknown option '\(spelled)'.", command: command)
        }
        guard option.takesValue else {
            if inlineValue != nil { throw CLIError.usage("The flag '\(option.synopsis)' takes no value.", command: command) }
            parsed.flags.insert(option.name)
            return
        }
        guard let value = inlineValue ?? remaining.popFirst() else {
            throw CLIError.usage("Missing value for '\(option.synopsis)'.", command: command)
        }
        if let expectation = option.validate(value) {
            throw CLIError.usage("The value '\(value)' is invalid for '\(option.synopsis)': expected \(expectation).", command: command)
        }
        let earlier = parsed.optionValues[option.name, default: []]
        if option.isRepeating {
            parsed.optionValues[option.name] = earlier + [value]
            return
        }
        if !earlier.isEmpty, overridable.remove(option.name) == nil {
            throw CLIError.usage("The option '\(option.synopsis)' was given more than once.", command: command)
        }
        parsed.optionValues[option.name] = [value]
    }

    private static func assign(
        _ values: [String], to arguments: [ArgumentSpec], command: [CommandSpec]
    ) throws(CLIError) -> [String: [String]] {
        var assigned: [String: [String]] = [:]
        var remaining = values[...]
        for argument in arguments {
            if argument.isRepeating {
                assigned[argument.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.popFirst() {
                assigned[argument.name] = [value]
            }
            for value in assigned[argument.name, default: []] {
                if let expectation = argument.validate(value) {
                    throw CLIError.usage("The value '\(value)' is invalid for '<\(argument.name)>': expected \(expectation).", command: command)
                }
            }
            if argument.isRequired, assigned[argument.name, default: []].isEmpty {
                throw CLIError.usage("Missing expected argument '\(argument.usage)'.", command: command)
            }
        }
        if let unexpected = remaining.first {
            throw CLIError.usage("Unexpected argument '\(unexpected)'.", command: command)
        }
        return assigned
    }
}
