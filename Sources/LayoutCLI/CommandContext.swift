import LayoutEngine

/// What a running command gets: its parsed command line, the streams and the environment,
/// with the reading and writing every command needs.
public struct CommandContext: Sendable {
    public let arguments: ParsedArguments
    public let io: CommandIO
    public let environment: [String: String]
    /// The services this command opened (their statistics are saved when it succeeds).
    let openedServices = OpenedServices()

    public init(arguments: ParsedArguments, io: CommandIO, environment: [String: String]) {
        self.arguments = arguments
        self.io = io
        self.environment = environment
    }

    /// The shared options with their defaults.
    public func globals() throws(CLIError) -> GlobalOptions {
        try GlobalOptions.resolve(arguments, environment: environment, io: io)
    }

    /// `--format` for tabular output: as given, else `table` on a terminal and `json` otherwise.
    public func tableFormat() throws(CLIError) -> OutputFormat {
        try arguments.value(GlobalOptions.format.name) ?? OutputFormat.standard(outputIsTerminal: io.outputIsTerminal)
    }

    /// The name messages use for `path`: the path itself, or `<stdin>` for `-`.
    public static func inputName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The bytes of the input file at `path`, or of standard input for `-`.
    public func readInput(_ path: String) throws(CLIError) -> [UInt8] {
        path == "-" ? io.readStandardInput() : try FileAccess.read(path)
    }

    /// Parses the JSON input at `path` (a file, or `-`); syntax errors name `file:line:column`.
    public func readJSON(_ path: String) throws(CLIError) -> JSONValue {
        let bytes = try readInput(path)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw CLIError(error, file: Self.inputName(path))
        }
    }

    /// The output file named by option `name`, if given, checked writable before any work
    /// (``FileAccess/checkWritable(_:)``).
    public func outputPath(_ name: String) throws(CLIError) -> String? {
        guard let path: String = try arguments.value(name) else { return nil }
        try FileAccess.checkWritable(path)
        return path
    }

    /// Writes `text` to the file at `path`, or to standard output when `path` is nil.
    public func write(_ text: String, to path: String?) throws(CLIError) {
        guard let path else {
            io.writeOutput(text)
            return
        }
        try FileAccess.write(text, to: path)
    }

    /// Writes `table` in `format` to standard output, coloured and fitted to the terminal's
    /// width when the output is a terminal.
    public func show(_ table: TableOutput, as format: OutputFormat) throws(CLIError) {
        let width = io.outputIsTerminal ? io.terminalColumns : nil
        io.writeOutput(table.rendered(as: format, style: try globals().outputStyle, maximumWidth: width))
    }

    /// Writes a status line to standard error, unless `--quiet`; control characters (from a
    /// name or a path) show as escapes.
    public func status(_ line: String) throws(CLIError) {
        guard try !globals().isQuiet else { return }
        io.writeError(TerminalStyle.printable(line) + "\n")
    }
}
