import Foundation
import LayoutEngine
import LayoutService
import LayoutStorage

/// A fresh, empty store on one backend: a file in a temporary directory, or a new database in
/// the throwaway cluster of the enclosing suite (``TemporaryClusterTrait``). Opened the way
/// every command opens a store (``StoreLocation``).
public final class BackendStore: @unchecked Sendable {
    public let backend: StoreBackend
    /// What `--db` takes: the file's path, or the database's URL (password included).
    public let database: String
    /// Where files beside the store go (exports, models to put).
    public let folder: TemporaryDirectory

    public init(_ backend: StoreBackend) throws {
        self.backend = backend
        folder = try TemporaryDirectory(prefix: "LayoutStoreTests-backend")
        switch backend {
        case .sqlite: database = folder.path("store.sqlite")
        case .postgresql:
            guard let cluster = TemporaryCluster.current else {
                throw ClusterError(message: "PostgreSQL stores live in a suite with the .temporaryCluster trait")
            }
            database = try cluster.createDatabaseURLText()
        }
    }

    /// The store's location, as commands name it (the URL masked in its description).
    public var location: StoreLocation { StoreLocation(database) }

    /// A new ledger on the store (created when missing), with its own connection.
    public func ledger() throws -> any ResultLedger {
        try location.open(creating: true).ledger
    }

    /// A service on the store with its own connection, computing with `options`.
    public func service(options: EngineOptions = .default, user: String = "tester") throws -> LayoutService {
        try LayoutService(ledger: try ledger(), options: options, user: user)
    }

    /// Runs `layoutstore --db <database> arguments…` in-process with `USER=tester`.
    public func run(_ arguments: [String], standardInput: String = "") -> CommandRun {
        CommandRun(["--db", database] + arguments, standardInput: standardInput, environment: ["USER": "tester"])
    }
}
