extension Database {
    /// Whether SQLite overwrites the space content leaves with zeros on this connection now
    /// (`PRAGMA secure_delete`, https://sqlite.org/pragma.html#pragma_secure_delete): on by
    /// default in the SQLite this package links (Debian builds it with `SQLITE_SECURE_DELETE`).
    public func overwritesFreedSpace() throws(DatabaseError) -> Bool {
        try fetchValue(Int64.self, sql: "PRAGMA secure_delete") != 0
    }

    /// Runs `body` with `PRAGMA secure_delete` off on this connection, for writes that only add
    /// rows (the batch pages): with it on, SQLite zeroes every b-tree page it formats — a new
    /// page, already zeroed when the pager made it, and each page a split rebuilds — and every
    /// cell area a split moves away, copies of rows that stay live elsewhere. The rows stored
    /// are the same either way; only the unused bytes inside pages differ (stale copies of live
    /// cells instead of zeros). Measured on the bench's batch (callgrind): about 0.6k of the
    /// writer's 22.3k instructions per scenario.
    ///
    /// The setting the connection had is restored after `body` — always, also when `body`
    /// fails. Unlike `foreign_keys` or `ignore_check_constraints` the setting compiles into no
    /// statement, so switching it recompiles nothing; it may be switched inside a transaction.
    public func withoutOverwritingFreedSpace<Result>(_ body: () throws -> Result) throws -> Result {
        let before = try overwritesFreedSpace()
        guard before else { return try body() }
        try execute(sql: "PRAGMA secure_delete = OFF")
        let result: Result
        do {
            result = try body()
        } catch {
            try? execute(sql: "PRAGMA secure_delete = ON")
            throw error
        }
        try execute(sql: "PRAGMA secure_delete = ON")
        return result
    }
}
