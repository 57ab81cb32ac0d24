import LayoutStorage

/// The result ledger on one SQLite file: the only owner of its connection.
///
/// Made by ``StoreFile/open(creating:)``, which checks and migrates the file first. The
/// per-area operations live in `SQLiteLedger+Models.swift` and its siblings; each is one
/// cached statement on the connection, bound, never built by string formatting.
public final class SQLiteLedger: ResultLedger {
    /// The connection; no one else holds it.
    let db: Database
    /// The point lookup every database hit runs (`resultFrames`), prepared on first use and
    /// kept out of the connection's statement cache: bound, stepped and reset, nothing else.
    var resultFramesStatement: Statement?

    /// A ledger on `database`, which must be migrated to this binary's schema.
    init(database: Database) {
        self.db = database
    }

    public var location: String { db.path }

    public var isInTransaction: Bool { db.isInTransaction }

    public func write<Result>(_ body: () throws -> Result) throws -> Result {
        try db.isInTransaction ? db.savepoint { _ in try body() } : db.write { _ in try body() }
    }

    public func read<Result>(_ body: () throws -> Result) throws -> Result {
        try db.isInTransaction ? body() : db.read { _ in try body() }
    }

    public func close() {
        resultFramesStatement = nil
        db.close()
    }
}

@available(*, unavailable)
extension SQLiteLedger: Sendable {}
