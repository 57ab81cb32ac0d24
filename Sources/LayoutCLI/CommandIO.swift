#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Where a command reads and writes: standard input, output and error, whether the output
/// streams are terminals and how wide. Tests capture it with `CapturedIO`.
///
/// Every write to standard output is checked: the first failure (a full disk, `/dev/full`, a
/// closed pipe) is kept, later writes are dropped, and `LayoutStoreCLI.run` ends the command
/// with exit 74 and the reason instead of reporting success.
public struct CommandIO: Sendable {
    /// Reads all of standard input.
    public var readStandardInput: @Sendable () -> [UInt8]
    /// Writes text to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Why a write to standard output failed, or nil while every write succeeded.
    public var outputFailure: @Sendable () -> String?
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    /// The width of the terminal standard output (or, for progress, standard error) shows,
    /// in columns; nil when it is not a terminal or its width is unknown.
    public var terminalColumns: Int?

    public init(
        readStandardInput: @escaping @Sendable () -> [UInt8],
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        outputFailure: @escaping @Sendable () -> String? = { nil },
        outputIsTerminal: Bool,
        errorIsTerminal: Bool,
        terminalColumns: Int? = nil
    ) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputFailure = outputFailure
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.terminalColumns = terminalColumns
    }

    /// The process's own standard streams.
    public static func process() -> CommandIO {
        streams(input: STDIN_FILENO, output: STDOUT_FILENO, error: STDERR_FILENO)
    }

    /// Streams on open file descriptors (the process's, or a file such as `/dev/full` in a
    /// test); a failed write to `output` is kept for `outputFailure`.
    public static func streams(input: Int32, output: Int32, error: Int32) -> CommandIO {
        let failure = Mutex<String?>(nil)
        return CommandIO(
            readStandardInput: { Array(FileHandle(fileDescriptor: input, closeOnDealloc: false).readDataToEndOfFile()) },
            writeOutput: { text in
                failure.withLock { failure in
                    guard failure == nil, let code = FileAccess.writeAll(Array(text.utf8), to: output) else { return }
                    failure = FileAccess.describe(code)
                }
            },
            writeError: { _ = FileAccess.writeAll(Array($0.utf8), to: error) },
            outputFailure: { failure.withLock { $0 } },
            outputIsTerminal: isatty(output) == 1,
            errorIsTerminal: isatty(error) == 1,
            terminalColumns: columns(of: isatty(error) == 1 ? error : output)
        )
    }

    /// The width of the terminal on `descriptor`, from the kernel (`TIOCGWINSZ`), else `$COLUMNS`.
    private static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}

/// A `CommandIO` whose output and error are kept in memory, for running commands in-process.
public final class CapturedIO: Sendable {
    private let output = Mutex("")
    private let error = Mutex("")
    private let input: [UInt8]
    private let outputIsTerminal: Bool
    private let errorIsTerminal: Bool

    private let terminalColumns: Int?

    public init(
        standardInput: [UInt8] = [], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, terminalColumns: Int? = nil
    ) {
        self.input = standardInput
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.terminalColumns = terminalColumns
    }

    /// Everything written to standard output so far.
    public var standardOutput: String { output.withLock { $0 } }
    /// Everything written to standard error so far.
    public var standardError: String { error.withLock { $0 } }

    /// The streams to hand to a command.
    public var io: CommandIO {
        CommandIO(
            readStandardInput: { [input] in input },
            writeOutput: { text in self.output.withLock { $0 += text } },
            writeError: { text in self.error.withLock { $0 += text } },
            outputIsTerminal: outputIsTerminal,
            errorIsTerminal: errorIsTerminal,
            terminalColumns: terminalColumns
        )
    }
}
