import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "LayoutStorageTests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of a file inside the directory.
    func path(_ name: String) -> String {
        url.appending(path: name).path
    }
}
