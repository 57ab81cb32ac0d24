import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it
/// when the value is released: where the benchmark's and the tests' stores and files live.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory, named `prefix` and a UUID.
    public init(prefix: String = "layoutstore") throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of a file inside the directory.
    public func path(_ name: String) -> String {
        url.appending(path: name).path
    }

    /// Writes `text` to the file `name` inside the directory and returns its path.
    public func file(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Removes a database file and its `-wal` and `-shm` companions.
    public func removeDatabase(_ name: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path(name) + suffix) }
    }
}
