import LayoutEngine
import LayoutModels

/// The one error type of the command line: a message naming the file, JSON path or argument
/// at fault, and the exit status it ends the command with. Lower layers' typed errors map
/// into it through the initialisers below (one per error type).
public struct CLIError: Error {
    public var message: String
    public var exitCode: ExitCode
    /// For usage errors: the command (root first) whose usage line is printed after the message.
    public var usageCommand: [CommandSpec]?

    public init(message: String, exitCode: ExitCode, usageCommand: [CommandSpec]? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.usageCommand = usageCommand
    }

    /// A bad command line for the command at `command` (exit 64, usage printed).
    public static func usage(_ message: String, command: [CommandSpec]) -> CLIError {
        CLIError(message: message, exitCode: .usage, usageCommand: command)
    }

    /// JSON that does not parse, located as `file:line:column` (exit 65).
    public init(_ error: JSONSyntaxError, file: String) {
        self.init(message: "\(file):\(error.line):\(error.column): \(error.message)", exitCode: .badData)
    }

    /// A view tree that does not follow `docs/view-tree.md`, located by its JSON path (exit 65).
    public init(_ error: ViewTreeError, file: String) {
        self.init(message: "\(file): \(error.path): \(error.message)", exitCode: .badData)
    }

    /// A font file or directory that cannot be read (exit 66) or is not a font (exit 65), a
    /// character no font has or an unknown size category (exit 65).
    init(_ error: TextInputError) {
        let exitCode: ExitCode
        if case .unreadableFont = error { exitCode = .unreadableInput } else { exitCode = .badData }
        self.init(message: error.description, exitCode: exitCode)
    }

    /// A model file that breaks a model rule (exit 65), or could not be read (exit 66).
    public init(_ error: ModelError) {
        let exitCode: ExitCode
        if case .unreadable = error.rule { exitCode = .unreadableInput } else { exitCode = .badData }
        self.init(message: error.description, exitCode: exitCode)
    }
}

extension CLIError {
    /// A message alone, for helpers that know what went wrong but not which exit code or
    /// command it belongs to; the caller wraps it into a `CLIError`.
    public struct Message: Error, Equatable {
        public var text: String

        public init(_ text: String) {
            self.text = text
        }
    }
}
