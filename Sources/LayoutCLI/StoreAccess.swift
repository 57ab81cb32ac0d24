import Foundation
import LayoutEngine
import LayoutService
import LayoutStorage

/// Opening the database a command works on: the file must exist unless the command creates
/// it, must be a LayoutStore database (or empty), and is migrated to the binary's schema.
struct StoreAccess {
    /// The path of the database, as `--db` or the environment gave it.
    let path: String

    /// An opened, migrated database and the migrations this open applied.
    struct OpenedStore {
        var database: Database
        var appliedMigrations: [Migration]
    }

    /// Opens and migrates the database; a missing file is created only when `creating`.
    func open(creating: Bool) throws(CLIError) -> OpenedStore {
        if !creating { try requireFile() }
        let database: Database
        do {
            database = try Database(path: path)
        } catch {
            throw CLIError(error, path: path)
        }
        try refuseForeignDatabase(database)
        do {
            return OpenedStore(database: database, appliedMigrations: try Migrator().migrate(database))
        } catch {
            throw CLIError(error, path: path)
        }
    }

    /// Opens the existing database read-only, without migrating it, to report on it.
    func inspect() throws(CLIError) -> (database: Database, status: MigrationStatus) {
        try requireFile()
        let database: Database
        let status: MigrationStatus
        do {
            database = try Database(path: path, access: .readOnly)
        } catch {
            throw CLIError(error, path: path)
        }
        try refuseForeignDatabase(database)
        do {
            status = try Migrator().status(of: database)
        } catch {
            throw CLIError(error, path: path)
        }
        return (database, status)
    }

    /// A service on the opened database, computing with `options`.
    func service(options: EngineOptions, creating: Bool = false) throws(CLIError) -> LayoutService {
        let store = try open(creating: creating)
        do {
            return try LayoutService(database: store.database, options: options)
        } catch {
            throw CLIError(error, path: path)
        }
    }

    /// Fails (exit 66) when there is no database file at `path`.
    private func requireFile() throws(CLIError) {
        guard path != ":memory:", !FileManager.default.fileExists(atPath: path) else { return }
        throw CLIError(
            message: "No database at '\(path)'; create one with 'layoutstore init --db \(path)'.",
            exitCode: .unreadableInput
        )
    }

    /// Refuses an SQLite file that holds tables but no migration record: another program's
    /// database, which migrating would litter with ours.
    private func refuseForeignDatabase(_ database: Database) throws(CLIError) {
        let status: MigrationStatus
        do {
            status = try Migrator().status(of: database)
        } catch {
            throw CLIError(error, path: path)
        }
        guard status.currentVersion == 0 else { return }
        let tableCount: Int?
        do {
            tableCount = try database.fetchValue(Int.self, sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table'")
        } catch {
            throw CLIError(error, path: path)
        }
        if let tableCount, tableCount > 0 {
            throw CLIError(message: "File '\(path)' is not a LayoutStore database.", exitCode: .ioFailure)
        }
    }
}

extension CommandContext {
    /// The store at `--db` (or `$LAYOUTSTORE_DB`, or the default path).
    func store() throws(CLIError) -> StoreAccess {
        StoreAccess(path: try globals().databasePath)
    }

    /// A service on the store, computing with the `--engine-option`s given.
    func service(creating: Bool = false) throws(CLIError) -> LayoutService {
        let globals = try globals()
        let service = try StoreAccess(path: globals.databasePath).service(options: globals.engineOptions, creating: creating)
        openedServices.register(service)
        return service
    }

    /// Runs a service call, turning its error into a `CLIError` naming the store.
    func serviceCall<Result>(_ body: () throws(ServiceError) -> Result) throws(CLIError) -> Result {
        do {
            return try body()
        } catch {
            throw CLIError(error, path: try globals().databasePath)
        }
    }
}
