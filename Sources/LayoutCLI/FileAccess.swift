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

    /// Replaces the file at `path` with `text` (UTF-8).
    static func write(_ text: String, to path: String) throws(CLIError) {
        guard let file = fopen(path, "wb") else {
            throw CLIError(message: "Cannot write '\(path)': \(reason(errno)).", exitCode: .ioFailure)
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        if written != bytes.count || closed != 0 {
            throw CLIError(message: "Cannot write '\(path)': \(reason(errno)).", exitCode: .ioFailure)
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
