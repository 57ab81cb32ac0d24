import LayoutEngine
import LayoutModels
import LayoutService

/// A store file in its own temporary directory, opened the one way every store is opened
/// (``StoreFile``); removed when the value is released.
public final class TemporaryStore: @unchecked Sendable {
    /// The directory holding the store file.
    public let directory = TemporaryDirectory(prefix: "LayoutStoreTests-store")

    /// A store that does not exist yet, or (when `seeded`) one holding the embedded seeds laid
    /// out at every width, its cache statistics saved.
    public init(seeded: Bool = false) throws {
        guard seeded else { return }
        let service = try service()
        try service.seed(try SeedSet.embedded())
        try service.saveStatistics()
        service.close()
    }

    /// The store file's path.
    public var path: String { directory.path("store.sqlite") }

    /// A service on the store (created when missing) computing with `options`, approvals
    /// attributed to `user`.
    public func service(options: EngineOptions = .default, user: String = "tester") throws -> LayoutService {
        try LayoutService(ledger: try StoreFile(path: path).open(creating: true).ledger, options: options, user: user)
    }
}
