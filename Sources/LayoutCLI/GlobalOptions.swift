import LayoutEngine

/// The options every command shares, declared once: commands list the ones they honour, and
/// `GlobalOptions.resolve` reads them with their defaults from the environment.
public struct GlobalOptions: Sendable {
    /// The store (a file path or a PostgreSQL URL): `--db`, else `$LAYOUTSTORE_DB`, else `./layoutstore.sqlite`.
    public var databasePath: String
    /// The default engine options with every `--engine-option` applied.
    public var engineOptions: EngineOptions
    /// True when the command line gave `--engine-option`: the engine it chose overrides the
    /// store's current engine.
    public var choosesEngine: Bool
    /// `--quiet`: no progress and no status messages, only results and errors.
    public var isQuiet: Bool
    /// Colour for standard output.
    public var outputStyle: TerminalStyle
    /// Colour for standard error.
    public var errorStyle: TerminalStyle

    public static let defaultDatabasePath = "./layoutstore.sqlite"

    /// `--db <path>`: a file path or a PostgreSQL URL.
    public static let database = OptionSpec(
        name: "db", kind: .value(valueName: "path"), help: "The store: a file, or a postgresql:// URL.",
        defaultDescription: "$LAYOUTSTORE_DB, else \(defaultDatabasePath)", showsInUsage: false
    )
    /// `--format <format>` for tabular output (read with `CommandContext.tableFormat()`).
    public static let format = OptionSpec(
        name: "format", kind: .value(valueName: "format"), type: OutputFormat.self, help: "The output format: table, json or csv.",
        defaultDescription: "table on a terminal, else json", showsInUsage: false
    )
    /// `--engine-option <key=value>`, repeatable.
    public static let engineOption = OptionSpec(
        name: "engine-option", kind: .repeatingValue(valueName: "key=value"),
        help: EngineOptionAssignment.help
    )
    /// `--quiet`.
    public static let quiet = OptionSpec(
        name: "quiet", shortName: "q", kind: .flag, help: "Print only results and errors: no progress, no status lines.",
        showsInUsage: false
    )
    /// `--no-color`.
    public static let noColor = OptionSpec(
        name: "no-color", kind: .flag, help: "Never colour the output (also when NO_COLOR is set).", showsInUsage: false
    )

    /// All of them, as the root declares them.
    public static let all = [database, format, engineOption, quiet, noColor]

    /// The shared options as given on the command line, with their defaults filled in.
    public static func resolve(
        _ arguments: ParsedArguments, environment: [String: String], io: CommandIO
    ) throws(CLIError) -> GlobalOptions {
        let noColorFlag = arguments.flag(noColor.name)
        let assignments: [String] = try arguments.values(engineOption.name)
        let engineOptions: EngineOptions
        do {
            engineOptions = try EngineOptionAssignment.options(applying: assignments)
        } catch {
            throw CLIError.usage(error.text, command: arguments.command)
        }
        do {
            _ = try FontSet.load(directory: engineOptions.fontDirectory)
        } catch {
            throw CLIError(error)
        }
        let databaseFromEnvironment = environment["LAYOUTSTORE_DB"].flatMap { $0.isEmpty ? nil : $0 }
        return GlobalOptions(
            databasePath: try arguments.value(database.name) ?? databaseFromEnvironment ?? defaultDatabasePath,
            engineOptions: engineOptions,
            choosesEngine: !assignments.isEmpty,
            isQuiet: arguments.flag(quiet.name),
            outputStyle: TerminalStyle(isTerminal: io.outputIsTerminal, noColorFlag: noColorFlag, environment: environment),
            errorStyle: TerminalStyle(isTerminal: io.errorIsTerminal, noColorFlag: noColorFlag, environment: environment)
        )
    }
}
