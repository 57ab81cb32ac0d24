#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Where a command reads and writes: standard input, output and error, and whether the
/// output streams are terminals. Tests capture it with `CapturedIO`.
public struct CommandIO: Sendable {
    /// Reads all of standard input.
    public var readStandardInput: @Sendable () -> [UInt8]
    /// Writes text to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool

    public init(
        readStandardInput: @escaping @Sendable () -> [UInt8],
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool,
        errorIsTerminal: Bool
    ) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own standard streams.
    public static func process() -> CommandIO {
        CommandIO(
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            writeOutput: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
            writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1
        )
    }
}

/// A `CommandIO` whose output and error are kept in memory, for running commands in-process.
public final class CapturedIO: Sendable {
    private let output = Mutex("")
    private let error = Mutex("")
    private let input: [UInt8]
    private let outputIsTerminal: Bool
    private let errorIsTerminal: Bool

    public init(standardInput: [UInt8] = [], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
        self.input = standardInput
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
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
            errorIsTerminal: errorIsTerminal
        )
    }
}
