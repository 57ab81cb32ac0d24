import CSQLite
import CWALWrites

/// One connection to an SQLite database (https://sqlite.org/c3ref/sqlite3.html).
///
/// Opening configures the connection the way the whole store relies on: extended result codes,
/// `foreign_keys = ON`, `synchronous = NORMAL`, a busy timeout, and for files opened for
/// writing `journal_mode = WAL`. A connection is used by one owner at a time; it is not
/// `Sendable`. Close it with ``close()`` (or let it go: `deinit` closes it).
public final class Database {
    /// How a connection may use the database.
    public enum Access: Sendable {
        /// Read and write; the file is created when missing.
        case readWrite
        /// Read only (`SQLITE_OPEN_READONLY`): every write fails with a read-only error.
        case readOnly
        /// Read only, and hardened for running SQL typed by a user: `PRAGMA query_only`, an
        /// authorizer that allows only reads (no ATTACH, no writes, no pragma changes),
        /// no extension loading, defensive mode. Refused statements fail as not authorized.
        case queryOnly
    }

    /// The path given at open, or `:memory:`.
    public let path: String
    /// How this connection may use the database.
    public let access: Access
    private var connection: OpaquePointer?
    /// The authorizer of a query-only connection, counting the statements it refused.
    private let authorizer: QueryAuthorizer?
    private var statementCache: [String: Statement] = [:]
    /// The statements used last, most recent first: a hot loop finds its statement here by
    /// comparing SQL texts (usually the very same string) instead of hashing its text.
    private var recentStatements: [Statement] = []
    private static let recentStatementLimit = 4

    /// The version of the SQLite library in use, e.g. "3.40.1".
    public static var sqliteVersion: String {
        String(cString: sqlite3_libversion())
    }

    /// Opens (or for `.readWrite` creates) the database at `path`; `":memory:"` opens a private
    /// in-memory database (https://sqlite.org/c3ref/open.html).
    ///
    /// Fails with `isNotADatabase` when the file is not an SQLite database.
    /// - Parameter busyTimeout: how long to wait for another connection's lock before failing
    ///   with `isBusy` (https://sqlite.org/c3ref/busy_timeout.html).
    public init(path: String, access: Access = .readWrite, busyTimeout: Duration = .seconds(5)) throws(DatabaseError) {
        self.path = path
        self.access = access
        let authorizer = access == .queryOnly ? QueryAuthorizer() : nil
        self.authorizer = authorizer
        self.connection = try Self.openConnection(path: path, access: access, busyTimeout: busyTimeout, authorizer: authorizer)
    }

    deinit {
        close()
    }

    /// Finalizes cached statements and closes the connection (https://sqlite.org/c3ref/close.html).
    ///
    /// Statements prepared with ``prepare(sql:)`` and still alive keep the connection's memory
    /// until they are released, but can no longer run. Closing twice does nothing.
    public func close() {
        guard let connection else { return }
        statementCache.removeAll()
        recentStatements.removeAll()
        sqlite3_close_v2(connection)
        self.connection = nil
    }

    /// The open connection handle; using a closed connection is a programming error.
    var handle: OpaquePointer {
        guard let connection else { preconditionFailure("database \(path) used after close()") }
        return connection
    }

    // MARK: Statements

    /// Compiles one statement that the caller owns (https://sqlite.org/c3ref/prepare.html).
    public func prepare(sql: String) throws(DatabaseError) -> Statement {
        try authorized { () throws(DatabaseError) in try Statement(connection: handle, sql: sql, persistent: false) }
    }

    /// The statement for this SQL text from the connection's cache, compiled on first use;
    /// returned reset and with its bindings cleared.
    public func cachedStatement(sql: String) throws(DatabaseError) -> Statement {
        if let statement = recentStatements.first, Self.same(statement.sql, sql) {
            statement.reset()
            statement.clearBindings()
            return statement
        }
        let statement: Statement
        if let recent = recentStatements.firstIndex(where: { Self.same($0.sql, sql) }) {
            statement = recentStatements.remove(at: recent)
            statement.reset()
            statement.clearBindings()
        } else if let cached = statementCache[sql] {
            statement = cached
            statement.reset()
            statement.clearBindings()
        } else {
            statement = try authorized { () throws(DatabaseError) in try Statement(connection: handle, sql: sql, persistent: true) }
            statementCache[sql] = statement
        }
        if recentStatements.count == Self.recentStatementLimit { recentStatements.removeLast() }
        recentStatements.insert(statement, at: 0)
        return statement
    }

    /// Whether two SQL texts are equal, the lengths (stored, so free) compared first.
    private static func same(_ cached: String, _ sql: String) -> Bool {
        cached.utf8.count == sql.utf8.count && cached == sql
    }

    /// Runs one statement with arguments, through the statement cache.
    public func execute(sql: String, arguments: [DatabaseValue]) throws(DatabaseError) {
        try cachedStatement(sql: sql).execute(arguments)
    }

    /// Runs a script of one or more statements separated by semicolons, in order; rows are
    /// discarded. Stops at the first failure, whose SQL is the failing statement.
    public func execute(sql: String) throws(DatabaseError) {
        try authorized { () throws(DatabaseError) in try Self.executeScript(sql, on: handle) }
    }

    /// Runs `body`, reporting a statement the query authorizer refused as `SQLITE_AUTH`:
    /// SQLite itself reports a refused function as a plain `SQLITE_ERROR`.
    private func authorized<Result>(_ body: () throws(DatabaseError) -> Result) throws(DatabaseError) -> Result {
        let refusalsBefore = authorizer?.refusals ?? 0
        do {
            return try body()
        } catch {
            guard let authorizer, authorizer.refusals != refusalsBefore, error.resultCode != .SQLITE_AUTH else { throw error }
            throw DatabaseError(extendedResultCode: SQLITE_AUTH, message: error.message, sql: error.sql)
        }
    }

    /// Reads every row of a query, through the statement cache.
    public func fetchAll(sql: String, arguments: [DatabaseValue] = []) throws(DatabaseError) -> [Row] {
        try cachedStatement(sql: sql).fetchAll(arguments)
    }

    /// Reads the first row of a query, if any, through the statement cache.
    public func fetchOne(sql: String, arguments: [DatabaseValue] = []) throws(DatabaseError) -> Row? {
        try cachedStatement(sql: sql).fetchOne(arguments)
    }

    /// Reads the first column of the first row, converted strictly; `nil` when there is no row.
    public func fetchValue<Value: DatabaseValueConvertible>(
        _ type: Value.Type = Value.self, sql: String, arguments: [DatabaseValue] = []
    ) throws(DatabaseError) -> Value? {
        try fetchOne(sql: sql, arguments: arguments)?.decode(type, at: 0)
    }

    // MARK: State

    /// The rowid of the latest successful INSERT on this connection
    /// (https://sqlite.org/c3ref/last_insert_rowid.html).
    public var lastInsertRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// The rows changed by the latest INSERT, UPDATE or DELETE (https://sqlite.org/c3ref/changes.html).
    public var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    /// Whether a transaction is open (https://sqlite.org/c3ref/get_autocommit.html).
    public var isInTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }

    // MARK: Opening

    /// What the process sets once, before its first connection: no memory statistics
    /// (`SQLITE_CONFIG_MEMSTATUS`), which this package never reads and which cost every SQLite
    /// allocation and free a process-wide mutex, taken by the batch writer and its workers'
    /// readers alike. When SQLite was initialized before (by a host that loaded us), it stays as is.
    ///
    /// Then the VFS a file opened for writing goes through, its name the value: the default
    /// VFS, except that a write-ahead log's frames are written to the file together — up to
    /// 31 frames a write, not two writes a frame — and always before SQLite makes them visible
    /// to other connections (`Sources/CWALWrites`); what the file holds is the same.
    /// nil (the default VFS) if it could not be registered.
    private static let processSettings: String? = {
        _ = csqlite_disable_memory_statistics()
        return ls_wal_writes_register() == SQLITE_OK ? LS_WAL_WRITES_VFS : nil
    }()

    /// Opens and configures a connection; on any failure the handle is closed before throwing.
    private static func openConnection(
        path: String, access: Access, busyTimeout: Duration, authorizer: QueryAuthorizer?
    ) throws(DatabaseError) -> OpaquePointer {
        let accessFlags = access == .readWrite ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY
        // NOMUTEX: a connection has one owner at a time. EXRESCODE: extended codes from the open itself.
        let flags = accessFlags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let writerVFS = processSettings
        var connection: OpaquePointer?
        let vfs = access == .readWrite && path != ":memory:" && !path.isEmpty ? writerVFS : nil
        let code = sqlite3_open_v2(path, &connection, flags, vfs)
        guard let connection else {
            throw DatabaseError(extendedResultCode: code, message: "cannot open \(path)")
        }
        do throws(DatabaseError) {
            guard code == SQLITE_OK else {
                throw DatabaseError(code: code, connection: connection, sql: nil)
            }
            try configure(connection, isFile: path != ":memory:" && !path.isEmpty, access: access, busyTimeout: busyTimeout)
            if let authorizer { try restrictToQueries(connection, authorizer: authorizer) }
            return connection
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
    }

    /// Applies the settings every connection of the store shares, then checks the file is a database.
    private static func configure(_ connection: OpaquePointer, isFile: Bool, access: Access, busyTimeout: Duration) throws(DatabaseError) {
        sqlite3_extended_result_codes(connection, 1)
        let (seconds, attoseconds) = busyTimeout.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection, Int32(clamping: milliseconds))
        // Reading the schema fails with SQLITE_NOTADB right away for a file that is not a database.
        try executeScript("SELECT count(*) FROM sqlite_schema", on: connection)
        if isFile && access == .readWrite {
            try executeScript("PRAGMA journal_mode = WAL", on: connection)
        }
        try executeScript("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL", on: connection)
    }

    /// Runs each statement of a script in turn (https://sqlite.org/c3ref/prepare.html, tail pointer).
    static func executeScript(_ script: String, on connection: OpaquePointer) throws(DatabaseError) {
        // withCString only rethrows untyped errors, so the failure leaves the closure as a value.
        let failure: DatabaseError? = script.withCString { start in
            var remaining: UnsafePointer<CChar>? = start
            while let current = remaining, current.pointee != 0 {
                var statement: OpaquePointer?
                let code = sqlite3_prepare_v2(connection, current, -1, &statement, &remaining)
                guard code == SQLITE_OK else {
                    return DatabaseError(code: code, connection: connection, sql: trimmed(String(cString: current)))
                }
                guard let statement else { continue }  // only whitespace or a comment was left
                defer { sqlite3_finalize(statement) }
                if let failure = stepToCompletion(statement, on: connection) {
                    return failure
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Steps a statement until SQLITE_DONE, discarding rows; returns the failure, if any.
    private static func stepToCompletion(_ statement: OpaquePointer, on connection: OpaquePointer) -> DatabaseError? {
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                continue
            case SQLITE_DONE:
                return nil
            case let code:
                return DatabaseError(code: code, connection: connection, sql: trimmed(String(cString: sqlite3_sql(statement))))
            }
        }
    }

    private static func trimmed(_ sql: String) -> String {
        String(sql.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

@available(*, unavailable, message: "A connection has one owner; share it through that owner")
extension Database: Sendable {}
