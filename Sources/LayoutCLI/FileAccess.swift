#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading input files and writing output files, with errors that name the file and the
/// system's reason (exit 66 for input, 74 for output).
enum FileAccess {
    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw CLIError(message: "Cannot read '\(path)': \(reason(errno)).", exitCode: .unreadableInput)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
        if ferror(file) != 0 {
            throw CLIError(message: "Cannot read '\(path)': \(reason(errno)).", exitCode: .unreadableInput)
        }
        return bytes
    }

    /// Replaces the file at `path` with `text` (UTF-8); see `write(bytes:to:)`.
    static func write(_ text: String, to path: String) throws(CLIError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Replaces the file at `path` with `bytes`: written to a temporary file beside it, flushed
    /// to disk and renamed over `path`, so a failed write (full disk, killed process) leaves the
    /// old file or none, never half of the new one. Every step's result is checked.
    static func write(bytes: [UInt8], to path: String) throws(CLIError) {
        let temporary = "\(path).tmp-\(getpid())"
        func failure(_ code: Int32) -> CLIError {
            unlink(temporary)
            return CLIError(message: "Cannot write '\(path)': \(reason(code)).", exitCode: .ioFailure)
        }
        guard let file = fopen(temporary, "wb") else {
            throw CLIError(message: "Cannot write '\(path)': \(reason(errno)).", exitCode: .ioFailure)
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let flushed = written == bytes.count && fflush(file) == 0 && fsync(fileno(file)) == 0
        let code = errno
        if fclose(file) != 0 || !flushed { throw failure(flushed ? errno : code) }
        if rename(temporary, path) != 0 { throw failure(errno) }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
