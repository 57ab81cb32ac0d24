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

    /// Fails, as writing would, when the folder `path` is to be written in is missing or not
    /// writable: commands check their output file before their work, so a command that cannot
    /// deliver its output changes nothing (no layouts stored, no engine registered).
    static func checkWritable(_ path: String) throws(CLIError) {
        var folder = path
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        if let slash = folder.lastIndex(of: "/") {
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        } else {
            folder = "."
        }
        var status = stat()
        let failure: Int32? = if stat(folder, &status) != 0 {
            errno
        } else if status.st_mode & S_IFMT != S_IFDIR {
            ENOTDIR
        } else if access(folder, W_OK | X_OK) != 0 {
            errno
        } else {
            nil
        }
        if let failure {
            throw CLIError(message: "Cannot write '\(path)': \(reason(failure)).", exitCode: .ioFailure)
        }
    }

    /// Replaces the file at `path` with `text` (UTF-8); see `write(bytes:to:)`.
    static func write(_ text: String, to path: String) throws(CLIError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Replaces the file at `path` with `bytes`, atomically: the bytes go to a temporary file
    /// beside it, which is flushed to disk and then renamed over `path`, so a failed write
    /// (full disk, killed process) leaves the old file or none, never half of the new one.
    /// Every step's result is checked.
    ///
    /// A path that is not a regular file (`/dev/stdout`, a named pipe) is written in place, as
    /// renaming over it would replace the device; a symbolic link is followed, so the file it
    /// points to is replaced and the link kept.
    static func write(bytes: [UInt8], to path: String) throws(CLIError) {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            return try writeInPlace(bytes, to: path)
        }
        let target = resolvedPath(path)
        let temporary = temporaryPath(beside: target)
        guard let file = fopen(temporary, "wbx") else {
            throw CLIError(message: "Cannot write '\(path)': \(reason(errno)).", exitCode: .ioFailure)
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        var failure = written == bytes.count ? nil : errno
        if failure == nil, fflush(file) != 0 || fsync(fileno(file)) != 0 { failure = errno }
        if fclose(file) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw CLIError(message: "Cannot write '\(path)': \(reason(failure)).", exitCode: .ioFailure)
        }
    }

    /// Writes `bytes` into the existing non-regular file at `path` (a device or a pipe).
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(CLIError) {
        guard let file = fopen(path, "wb") else {
            throw CLIError(message: "Cannot write '\(path)': \(reason(errno)).", exitCode: .ioFailure)
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        var failure = written == bytes.count && fflush(file) == 0 ? nil : errno
        if fclose(file) != 0, failure == nil { failure = errno }
        if let failure {
            throw CLIError(message: "Cannot write '\(path)': \(reason(failure)).", exitCode: .ioFailure)
        }
    }

    /// The file a symbolic link at `path` ends at, or `path` itself.
    private static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `dir/.name.tmp-<pid>-<n>`: a name in the same folder (so the rename stays on one file
    /// system) that no other writer uses.
    private static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + "." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Writes all of `bytes` to the open file `descriptor`, retrying interrupted and partial
    /// writes; returns the `errno` of a failure, or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }

    /// The system's words for `errno` value `code`.
    static func describe(_ code: Int32) -> String {
        reason(code)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
