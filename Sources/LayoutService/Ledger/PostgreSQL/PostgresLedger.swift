import LayoutPostgres
import LayoutStorage

/// The result ledger on a PostgreSQL database: the only owner of its connection.
///
/// Made by ``StoreLocation/open(creating:)``, which migrates the database first (the
/// migrations of `migrations/postgresql/`). It keeps the semantics of ``SQLiteLedger``, so the
/// service and every command behave the same on both backends:
/// - `write` is one transaction (a savepoint when one is open), and writers take turns as
///   SQLite's one writer does: each write transaction first takes a transaction-level advisory
///   lock (`pg_advisory_xact_lock`), so a check-then-insert (the next revision number, a model
///   name) never races another machine. Reads never wait for it.
/// - `read` is one snapshot (REPEATABLE READ), as SQLite's read transaction.
/// - Content-addressed rows (results, scenario trees) are `INSERT … ON CONFLICT DO NOTHING`.
/// - Text sorts byte-wise (`COLLATE "C"`), as SQLite's BINARY collation; GLOB patterns are
///   matched as the regular expressions ``GlobPattern`` makes of them.
///
/// The per-area operations live in `PostgresLedger+Models.swift` and its siblings; every value
/// is an argument of a prepared statement, never spliced into SQL.
public final class PostgresLedger: ResultLedger {
    /// The connection; no one else holds it.
    let connection: PostgresConnection

    /// The inserts held back while ``deferringInserts(_:)`` runs; nil otherwise.
    var heldInserts: HeldInserts?

    /// The key of the advisory lock writers take turns with (`pg_advisory_xact_lock`).
    static let writerLockKey: Int64 = 0x4C61_796F_7574_5752 // "LayoutWR"

    /// A ledger on `connection`, whose database must be migrated to this binary's schema.
    init(connection: PostgresConnection) {
        self.connection = connection
    }

    /// The database's URL with its password masked.
    public var location: String { connection.url.masked }

    public var isInTransaction: Bool { connection.isInTransaction }

    public func write<Result>(_ body: () throws -> Result) throws -> Result {
        if connection.isInTransaction {
            return try connection.savepoint { _ in
                try takeWriterTurn()
                return try body()
            }
        }
        return try connection.write { _ in
            try takeWriterTurn()
            return try body()
        }
    }

    /// Runs a batch page's writes as ``write(_:)`` does: PostgreSQL checks each row's foreign
    /// keys itself.
    public func writePage<Result>(_ body: () throws -> Result) throws -> Result {
        try write(body)
    }

    public func read<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.isInTransaction ? body() : connection.snapshot { _ in try body() }
    }

    public func close() {
        connection.close()
    }

    /// Waits until no other writer's transaction is open, then holds the turn until this
    /// transaction ends (a savepoint's release keeps it).
    private func takeWriterTurn() throws(PostgresError) {
        try connection.execute(sql: "SELECT pg_advisory_xact_lock($1)", arguments: [.integer(Self.writerLockKey)])
    }

    // MARK: Reading rows

    /// Every row of a query (after sending the inserts held back, so it sees them).
    func rows(_ sql: String, _ arguments: [DatabaseValue] = []) throws(PostgresError) -> [Row] {
        try sendHeldInserts()
        return try connection.fetchAll(sql: sql, arguments: arguments)
    }

    /// The first row of a query, if any (after sending the inserts held back).
    func row(_ sql: String, _ arguments: [DatabaseValue] = []) throws(PostgresError) -> Row? {
        try sendHeldInserts()
        return try connection.fetchOne(sql: sql, arguments: arguments)
    }

    /// Runs a statement and returns the rows it changed.
    @discardableResult
    func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws(PostgresError) -> Int {
        try connection.execute(sql: sql, arguments: arguments)
    }

    /// The id an `INSERT … RETURNING id` gave the new row.
    func insertReturningID(_ sql: String, _ arguments: [DatabaseValue]) throws(PostgresError) -> Int64 {
        guard let id = try connection.fetchValue(Int64.self, sql: sql, arguments: arguments) else {
            throw PostgresError(kind: .unexpectedValue, message: "the insert returned no id", sql: sql)
        }
        return id
    }
}

@available(*, unavailable)
extension PostgresLedger: Sendable {}
