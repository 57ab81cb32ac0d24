import CSQLite

/// The storage limits the benchmark measures the store against: bare SQLite C-API loops on a
/// connection of their own, with none of the store's wrappers, caches or checks.
///
/// The connection is configured like the store's (`journal_mode = WAL`, `synchronous =
/// NORMAL`), so the only difference left is the code between the caller and `sqlite3_step`.
public final class RawSQLiteBaseline {
    private var connection: OpaquePointer?

    /// Opens (creating when missing) the database file at `path` (https://sqlite.org/c3ref/open.html).
    public init(path: String) throws(DatabaseError) {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let error = DatabaseError(code: code, connection: handle, sql: nil)
            sqlite3_close_v2(handle)
            throw error
        }
        connection = handle
        try execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }

    deinit {
        sqlite3_close_v2(connection)
    }

    /// Creates `table` with the columns, types and primary key of the store's `results`
    /// (STRICT, WITHOUT ROWID) but no foreign keys and no checks.
    public func createResultsTable(named table: String) throws(DatabaseError) {
        try execute("""
            CREATE TABLE IF NOT EXISTS \(table) (
                engine_id INTEGER NOT NULL, tree_id INTEGER NOT NULL, proposal_id INTEGER NOT NULL,
                width REAL NOT NULL, height REAL NOT NULL, result_hash BLOB NOT NULL, frames BLOB NOT NULL,
                flow_rows INTEGER, truncated_texts INTEGER NOT NULL, overflowing_nodes INTEGER NOT NULL,
                chosen_branch INTEGER,
                PRIMARY KEY (engine_id, tree_id, proposal_id)
            ) STRICT, WITHOUT ROWID
            """)
    }

    /// Inserts `rows` into `table` in one transaction: one prepared statement, then
    /// `sqlite3_bind_*` / `sqlite3_step` / `sqlite3_reset` per row; `engineID` replaces each
    /// row's engine so repetitions can insert the same rows under fresh keys.
    public func insertResults(_ rows: [some ResultRowValues], engineID: Int64, into table: String) throws(DatabaseError) {
        let sql = "INSERT INTO \(table) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        try execute("BEGIN IMMEDIATE")
        for row in rows {
            sqlite3_bind_int64(statement, 1, engineID)
            sqlite3_bind_int64(statement, 2, row.treeID)
            sqlite3_bind_int64(statement, 3, row.proposalID)
            sqlite3_bind_double(statement, 4, row.width)
            sqlite3_bind_double(statement, 5, row.height)
            bindOptional(row.flowRows, statement, 8)
            sqlite3_bind_int64(statement, 9, Int64(row.truncatedTexts))
            sqlite3_bind_int64(statement, 10, Int64(row.overflowingNodes))
            bindOptional(row.chosenBranch, statement, 11)
            // SQLITE_STATIC (nil): the blobs stay valid until the step, which runs inside the closures.
            let code = row.resultHash.withUnsafeBytes { hash in
                row.frames.withUnsafeBytes { frames in
                    sqlite3_bind_blob(statement, 6, hash.baseAddress, Int32(hash.count), nil)
                    sqlite3_bind_blob(statement, 7, frames.baseAddress, Int32(frames.count), nil)
                    return sqlite3_step(statement)
                }
            }
            guard code == SQLITE_DONE else {
                let error = DatabaseError(code: code, connection: connection, sql: sql)
                try? execute("ROLLBACK")
                throw error
            }
            sqlite3_reset(statement)
        }
        try execute("COMMIT")
    }

    /// The primary keys of `results` rows of `engineID`, in key order.
    public func resultKeys(engineID: Int64) throws(DatabaseError) -> [(treeID: Int64, proposalID: Int64)] {
        let statement = try prepare("SELECT tree_id, proposal_id FROM results WHERE engine_id = ? ORDER BY tree_id, proposal_id")
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_int64(statement, 1, engineID)
        var keys: [(treeID: Int64, proposalID: Int64)] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: keys.append((sqlite3_column_int64(statement, 0), sqlite3_column_int64(statement, 1)))
            case SQLITE_DONE: return keys
            case let code: throw DatabaseError(code: code, connection: connection, sql: nil)
            }
        }
    }

    /// Reads every column of the `results` row of each key, by primary key with one prepared
    /// statement inside one read transaction; returns the total bytes of the frames read
    /// (so nothing can be skipped).
    public func lookUpResults(engineID: Int64, keys: [(treeID: Int64, proposalID: Int64)]) throws(DatabaseError) -> Int {
        let sql = """
            SELECT width, height, result_hash, frames, flow_rows, truncated_texts, overflowing_nodes, chosen_branch
            FROM results WHERE engine_id = ? AND tree_id = ? AND proposal_id = ?
            """
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        try execute("BEGIN DEFERRED")
        defer { try? execute("COMMIT") }
        var bytes = 0
        for key in keys {
            sqlite3_bind_int64(statement, 1, engineID)
            sqlite3_bind_int64(statement, 2, key.treeID)
            sqlite3_bind_int64(statement, 3, key.proposalID)
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                let frames = sqlite3_column_blob(statement, 3)
                let count = Int(sqlite3_column_bytes(statement, 3))
                let hash = sqlite3_column_blob(statement, 2)
                bytes += count + (frames == nil || hash == nil ? 0 : 1)
                bytes += Int(sqlite3_column_double(statement, 0) + sqlite3_column_double(statement, 1)) & 1
                bytes += Int(sqlite3_column_int64(statement, 5) + sqlite3_column_int64(statement, 6)) & 1
            case SQLITE_DONE:
                break
            case let code:
                throw DatabaseError(code: code, connection: connection, sql: sql)
            }
            sqlite3_reset(statement)
        }
        return bytes
    }

    /// The size of the database file's pages in use: `page_count * page_size`.
    public func databaseBytes() throws(DatabaseError) -> Int {
        try integer("PRAGMA page_count") * integer("PRAGMA page_size")
    }

    private func bindOptional(_ value: Int?, _ statement: OpaquePointer, _ index: Int32) {
        if let value { sqlite3_bind_int64(statement, index, Int64(value)) } else { sqlite3_bind_null(statement, index) }
    }

    private func prepare(_ sql: String) throws(DatabaseError) -> OpaquePointer {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw DatabaseError(code: code, connection: connection, sql: sql) }
        return statement
    }

    private func integer(_ sql: String) throws(DatabaseError) -> Int {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw DatabaseError(code: sqlite3_errcode(connection), connection: connection, sql: sql) }
        return Int(sqlite3_column_int64(statement, 0))
    }

    private func execute(_ script: String) throws(DatabaseError) {
        guard let connection else { preconditionFailure("raw baseline used after close") }
        try Database.executeScript(script, on: connection)
    }
}

@available(*, unavailable, message: "A connection has one owner")
extension RawSQLiteBaseline: Sendable {}
