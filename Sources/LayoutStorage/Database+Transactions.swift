extension Database {
    /// Runs `body` in a write transaction, `BEGIN IMMEDIATE` … `COMMIT`
    /// (https://sqlite.org/lang_transaction.html): the write lock is taken up front, so a busy
    /// database fails (after the busy timeout) before any work is done rather than at commit.
    ///
    /// An error thrown by `body` rolls the transaction back and is rethrown unchanged; a failing
    /// `BEGIN` or `COMMIT` throws a ``DatabaseError`` (and a failed commit is rolled back).
    public func write<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try transaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction, `BEGIN DEFERRED` … `COMMIT`
    /// (https://sqlite.org/lang_transaction.html): every read inside sees the same snapshot of
    /// the database, taken at the first read, even while other connections commit (WAL mode).
    public func read<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try transaction(begin: "BEGIN DEFERRED", body)
    }

    /// Runs `body` inside a savepoint (https://sqlite.org/lang_savepoint.html), which nests inside
    /// a transaction or another savepoint: an error thrown by `body` undoes only the work done
    /// since the savepoint (`ROLLBACK TO`) and is rethrown unchanged; outer work is kept.
    /// Outside any transaction, the savepoint is itself a (deferred) transaction.
    public func savepoint<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try execute(sql: "SAVEPOINT layoutstore", arguments: [])
        let result: Result
        do {
            result = try body(self)
        } catch {
            // ROLLBACK TO keeps the savepoint open; RELEASE then removes it.
            try? execute(sql: "ROLLBACK TO SAVEPOINT layoutstore", arguments: [])
            try? execute(sql: "RELEASE SAVEPOINT layoutstore", arguments: [])
            throw error
        }
        try execute(sql: "RELEASE SAVEPOINT layoutstore", arguments: [])
        return result
    }

    private func transaction<Result>(begin: String, _ body: (Database) throws -> Result) throws -> Result {
        try execute(sql: begin, arguments: [])
        do {
            let result = try body(self)
            try execute(sql: "COMMIT", arguments: [])
            return result
        } catch {
            rollbackIfStillOpen()
            throw error
        }
    }

    /// Rolls back the open transaction; SQLite may already have rolled it back itself
    /// (e.g. after SQLITE_FULL), in which case there is nothing to do.
    private func rollbackIfStillOpen() {
        guard isInTransaction else { return }
        try? execute(sql: "ROLLBACK", arguments: [])
    }
}
