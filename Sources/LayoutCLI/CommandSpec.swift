/// A subcommand as data: what it is for, what it accepts, an example, its own subcommands and
/// what running it does. The parser reads it, the help is printed from it.
public struct CommandSpec: Sendable {
    /// What running a command does, given the parsed command line and the streams.
    public typealias Action = @Sendable (CommandContext) throws(CLIError) -> ExitCode

    public var name: String
    /// One sentence shown in OVERVIEW and in the parent's SUBCOMMANDS list.
    public var abstract: String
    /// Paragraphs after the abstract in OVERVIEW, when behaviour needs explaining; made only
    /// when help or the manual page is printed (`sql`'s documents the whole schema, which
    /// every command would otherwise pay for at start-up).
    public var discussion: String? { makeDiscussion() }
    private var makeDiscussion: @Sendable () -> String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    /// Complete command lines, shown under EXAMPLES.
    public var examples: [String]
    public var subcommands: [CommandSpec]
    /// Nil for a group of subcommands, which must be given one.
    public var action: Action?

    public init(
        name: String, abstract: String, discussion: @autoclosure @escaping @Sendable () -> String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], examples: [String] = [], subcommands: [CommandSpec] = [], action: Action? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.makeDiscussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.subcommands = subcommands
        self.action = action
    }

    /// The option spelled `token` (`--width` or `-h`), if this command declares it.
    func option(spelled token: String) -> OptionSpec? {
        options.first { "--" + $0.name == token || ($0.shortName.map { "-" + String($0) } == token) }
    }
}

/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    /// The name shown as `<name>` and used to read the value.
    public var name: String
    public var help: String
    public var isRequired: Bool
    /// True for a last argument that takes every remaining value.
    public var isRepeating: Bool
    /// Checks one value against the declared type: nil when valid, else what is expected.
    let validate: ArgumentCheck

    /// An argument whose values must convert to `type` (a string when not given).
    public init<Value: ArgumentValue>(
        name: String, type: Value.Type = String.self, help: String, isRequired: Bool = true, isRepeating: Bool = false
    ) {
        self.name = name
        self.help = help
        self.isRequired = isRequired
        self.isRepeating = isRepeating
        self.validate = ArgumentCheck(Value.self)
    }

    /// `<name>`, `[<name>]`, `<name> ...` as in a usage line.
    var usage: String {
        let base = "<\(name)>" + (isRepeating ? " ..." : "")
        return isRequired ? base : "[\(base)]"
    }
}

/// A named option: a flag (`--quiet`) or one that takes a value (`--width <width>`).
public struct OptionSpec: Sendable {
    /// What the option takes.
    public enum Kind: Sendable {
        case flag
        /// One value, named in help as `<valueName>`.
        case value(valueName: String)
        /// A value that may be given many times.
        case repeatingValue(valueName: String)
    }

    /// The long name without dashes, kebab-case (`engine-option`).
    public var name: String
    public var shortName: Character?
    public var kind: Kind
    public var help: String
    /// Shown as `(default: …)` after the help.
    public var defaultDescription: String?
    /// The value the command gets when the option is not given, written as on the command
    /// line and of the declared type; nil when absence means something of its own.
    public var defaultValue: String?
    public var isRequired: Bool
    /// False for options every command shares (`--db`, `--quiet`); the usage line then ends
    /// in `[options]` instead of listing them.
    public var showsInUsage: Bool
    /// Checks one value against the declared type: nil when valid, else what is expected.
    let validate: ArgumentCheck

    /// An option whose values must convert to `type` (a string when not given); the parser
    /// refuses any other value before the command runs. `defaultValue`, when given, is what
    /// reading the option returns when it is absent, and what help shows (unless
    /// `defaultDescription` says it in words).
    public init<Value: ArgumentValue>(
        name: String, shortName: Character? = nil, kind: Kind, type: Value.Type = String.self, help: String,
        defaultValue: String? = nil, defaultDescription: String? = nil, isRequired: Bool = false, showsInUsage: Bool = true
    ) {
        precondition(defaultValue.map { Value(argument: $0) != nil } ?? true, "the default of --\(name) is not a valid value")
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.help = help
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription ?? defaultValue
        self.isRequired = isRequired
        self.showsInUsage = showsInUsage
        self.validate = ArgumentCheck(Value.self)
    }

    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    var isRepeating: Bool {
        if case .repeatingValue = kind { return true }
        return false
    }

    /// `--width <width>`, as in messages and help.
    var synopsis: String {
        switch kind {
        case .flag: return "--\(name)"
        case .value(let valueName), .repeatingValue(let valueName): return "--\(name) <\(valueName)>"
        }
    }

    /// `-h, --help` or `--width <width>`, the first column of OPTIONS.
    var helpLabel: String {
        shortName.map { "-\($0), " + synopsis } ?? synopsis
    }

    /// The option as it appears in a usage line.
    var usage: String {
        let base = synopsis + (isRepeating ? " ..." : "")
        return isRequired ? base : "[\(base)]"
    }
}

/// The declared type of an option's or argument's values, as a check the parser runs on
/// each value before the command does.
struct ArgumentCheck: Sendable {
    private let check: @Sendable (String) -> String?

    init<Value: ArgumentValue>(_ type: Value.Type) {
        check = { Value(argument: $0) == nil ? Value.expectation : nil }
    }

    /// Nil when `value` converts to the declared type, else what a valid value is.
    func callAsFunction(_ value: String) -> String? {
        check(value)
    }
}
