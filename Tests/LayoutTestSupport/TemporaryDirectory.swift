import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it
/// when the value is released: where a test's files and stores live.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory; `prefix` names the test target that made it.
    public init(prefix: String = "LayoutStoreTests") {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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
}
