/// A command line parsed against the command tree: the command chosen (root first) and the
/// raw values given, read back as typed values through `ArgumentValue`.
public struct ParsedArguments: Sendable {
    /// The chosen command and its ancestors, root first.
    public var command: [CommandSpec]
    /// Values of options that take one, by long name, in the order given.
    var optionValues: [String: [String]]
    /// Flags given, by long name.
    var flags: Set<String>
    /// Positional values by argument name.
    var argumentValues: [String: [String]]
    /// The words given (without the program name), as typed.
    public var words: [String] = []

    /// `layoutstore recompute --kind chipSet`: the command line as a shell reads it back, each
    /// word quoted when it needs to be.
    public var commandLineText: String {
        ([command.first?.name ?? "layoutstore"] + words).map(Self.shellQuoted).joined(separator: " ")
    }

    /// `word`, in single quotes when it holds anything but letters, digits and `-_./=:,@%+`.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./=:,@%+".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of `--name` as a `T`, nil when not given; an invalid value is a usage error.
    public func value<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> T? {
        try values(name, as: type).last
    }

    /// Every value given to `--name`, in order, as `T`s; the declared default when none was given.
    public func values<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> [T] {
        var converted: [T] = []
        for raw in optionValues[name] ?? optionSpec(name)?.defaultValue.map({ [$0] }) ?? [] {
            guard let value = T(argument: raw) else {
                let spelled = optionSynopsis(name)
                throw CLIError.usage("The value '\(raw)' is invalid for '\(spelled)': expected \(T.expectation).", command: command)
            }
            converted.append(value)
        }
        return converted
    }

    /// The value of a required option, already known to be present.
    public func requiredValue<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> T {
        guard let value = try value(name, as: type) else {
            throw CLIError.usage("Missing expected option '\(optionSynopsis(name))'.", command: command)
        }
        return value
    }

    /// Every value of the positional argument `<name>`, as `T`s.
    public func arguments<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> [T] {
        var converted: [T] = []
        for raw in argumentValues[name] ?? [] {
            guard let value = T(argument: raw) else {
                throw CLIError.usage("The value '\(raw)' is invalid for '<\(name)>': expected \(T.expectation).", command: command)
            }
            converted.append(value)
        }
        return converted
    }

    /// The value of the positional argument `<name>`, nil when not given.
    public func argument<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> T? {
        try arguments(name, as: type).first
    }

    /// `--name <value>` as the chosen command (or, for values given before it, the root) spells it.
    func optionSynopsis(_ name: String) -> String {
        optionSpec(name)?.synopsis ?? "--\(name)"
    }

    /// The declaration of `--name`: the chosen command's, else its nearest ancestor's.
    func optionSpec(_ name: String) -> OptionSpec? {
        command.reversed().lazy.compactMap { $0.options.first { $0.name == name } }.first
    }
}
