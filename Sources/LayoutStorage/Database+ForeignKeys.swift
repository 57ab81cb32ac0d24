extension Database {
    /// Whether SQLite enforces foreign keys on this connection now (`PRAGMA foreign_keys`,
    /// https://sqlite.org/pragma.html#pragma_foreign_keys); every connection opens with it on.
    public func enforcesForeignKeys() throws(DatabaseError) -> Bool {
        try fetchValue(Int64.self, sql: "PRAGMA foreign_keys") == 1
    }

    /// Runs `body` in a write transaction (as ``write(_:)``) in which SQLite checks no foreign
    /// key: the caller checks the references its rows make itself, inside `body`, under the
    /// same write lock (https://sqlite.org/foreignkeys.html).
    ///
    /// `PRAGMA foreign_keys` changes nothing inside a transaction, so it is set off just before
    /// `BEGIN IMMEDIATE` and on again just after `COMMIT` or `ROLLBACK` — always, also when
    /// `body`, the commit or the pragma itself fails. Each change makes SQLite recompile the
    /// connection's statements on their next use (a statement's foreign-key checks are compiled
    /// into it), once per call for each statement used. Every other CHECK, NOT NULL and UNIQUE
    /// constraint is enforced as usual. Must be called outside any transaction.
    public func writeWithoutForeignKeyChecks<Result>(_ body: (Database) throws -> Result) throws -> Result {
        precondition(!isInTransaction, "PRAGMA foreign_keys changes nothing inside a transaction")
        try execute(sql: "PRAGMA foreign_keys = OFF", arguments: [])
        let result: Result
        do {
            result = try write(body)
        } catch {
            try? execute(sql: "PRAGMA foreign_keys = ON", arguments: [])
            throw error
        }
        try execute(sql: "PRAGMA foreign_keys = ON", arguments: [])
        return result
    }
}
