import Foundation
import LayoutCLI
import LayoutEngine
import LayoutModels
import LayoutService
import LayoutStorage

/// A store file in its own temporary directory, opened the one way every store is opened
/// (``StoreFile``), with the ways tests use it: a service on it, `layoutstore` commands run
/// in-process on it, files beside it. Removed with its directory when released.
public final class TemporaryStore: @unchecked Sendable {
    private let folder: TemporaryDirectory

    /// A store that does not exist yet, or (when `seeded`) one holding the embedded seeds laid
    /// out at every width, its cache statistics saved.
    public init(seeded: Bool = false) throws {
        folder = try TemporaryDirectory(prefix: "LayoutStoreTests-store")
        guard seeded else { return }
        let service = try service()
        try service.seed(try SeedSet.embedded())
        try service.saveStatistics()
        service.close()
    }

    /// The directory holding the store file.
    public var directory: URL { folder.url }

    /// The store file's path.
    public var path: String { folder.path("store.sqlite") }

    /// A service on the store (created when missing) computing with `options`, approvals
    /// attributed to `user`.
    public func service(options: EngineOptions = .default, user: String = "tester") throws -> LayoutService {
        try LayoutService(ledger: try StoreFile(path: path).open(creating: true).ledger, options: options, user: user)
    }

    /// Runs `layoutstore --db <path> arguments…` in-process with `USER=tester`.
    public func run(_ arguments: [String], standardInput: String = "", outputIsTerminal: Bool = false) -> CommandRun {
        CommandRun(
            ["--db", path] + arguments, standardInput: standardInput, environment: ["USER": "tester"],
            outputIsTerminal: outputIsTerminal
        )
    }

    /// Writes `text` to the file `name` beside the store and returns its path.
    public func file(_ name: String, _ text: String) throws -> String {
        try folder.file(name, text)
    }

    /// The bytes of the store file and its WAL, to show a command changed nothing.
    public func snapshot() throws -> [Data] {
        ["", "-wal"].map { suffix in
            (try? Data(contentsOf: URL(fileURLWithPath: path + suffix))) ?? Data()
        }
    }
}
