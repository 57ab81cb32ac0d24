import LayoutStorage

extension PostgresConnection {
    /// Runs `body` in a read-write transaction, `BEGIN` … `COMMIT`
    /// (https://www.postgresql.org/docs/current/sql-begin.html), at the default READ COMMITTED level.
    ///
    /// An error thrown by `body` rolls the transaction back and is rethrown unchanged. A commit
    /// that PostgreSQL turns into a rollback (a statement failed inside and `body` went on)
    /// throws ``PostgresError/Kind/transactionRolledBack``: nothing of it was written.
    public func write<Result>(_ body: (PostgresConnection) throws -> Result) throws -> Result {
        try transaction(begin: "BEGIN", settings: [], body)
    }

    /// Runs `body` in a read-only transaction, `BEGIN READ ONLY`: every write inside fails with
    /// ``SQLState/readOnlySQLTransaction``. With a `statementTimeout`, each statement running
    /// longer is cancelled with ``SQLState/queryCanceled`` (`SET LOCAL statement_timeout`).
    public func readOnly<Result>(statementTimeout: Duration? = nil, _ body: (PostgresConnection) throws -> Result) throws -> Result {
        let settings: [(String, String)] = statementTimeout.map { timeout in
            let (seconds, attoseconds) = timeout.components
            return [("statement_timeout", String(max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000)))]
        } ?? []
        return try transaction(begin: "BEGIN READ ONLY", settings: settings, body)
    }

    /// Runs `body` in one snapshot, `BEGIN ISOLATION LEVEL REPEATABLE READ`
    /// (https://www.postgresql.org/docs/current/transaction-iso.html#XACT-REPEATABLE-READ): every
    /// read inside sees the database as of its first statement, as SQLite's read transaction
    /// does. Writes inside (in ``savepoint(_:)``s) are allowed; one that meets a row changed
    /// since the snapshot fails with ``SQLState/serializationFailure``.
    public func snapshot<Result>(_ body: (PostgresConnection) throws -> Result) throws -> Result {
        try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ", settings: [], body)
    }

    /// Runs `body` inside a savepoint of the open transaction
    /// (https://www.postgresql.org/docs/current/sql-savepoint.html): an error thrown by `body`
    /// undoes only the work done since the savepoint (`ROLLBACK TO`, which also clears a failed
    /// statement's error state) and is rethrown unchanged; outer work is kept.
    public func savepoint<Result>(_ body: (PostgresConnection) throws -> Result) throws -> Result {
        precondition(isInTransaction, "a savepoint nests inside a transaction on \(url)")
        // A savepoint's name may repeat: ROLLBACK TO and RELEASE name the innermost one.
        try execute(sql: "SAVEPOINT layoutstore")
        let result: Result
        do {
            result = try body(self)
        } catch {
            if isInTransaction {
                _ = try? command("ROLLBACK TO SAVEPOINT layoutstore")
                _ = try? command("RELEASE SAVEPOINT layoutstore")
            }
            throw error
        }
        try execute(sql: "RELEASE SAVEPOINT layoutstore")
        return result
    }

    private func transaction<Result>(
        begin: String, settings: [(name: String, value: String)], _ body: (PostgresConnection) throws -> Result
    ) throws -> Result {
        // BEGIN inside a transaction is only a warning to PostgreSQL: refuse it here instead.
        precondition(!isInTransaction, "a transaction is already open on \(url)")
        try execute(sql: begin)
        do {
            for setting in settings {
                // set_config(…, true) is SET LOCAL with the value as an argument.
                try execute(sql: "SELECT set_config($1, $2, true)", arguments: [.text(setting.name), .text(setting.value)])
            }
            let result = try body(self)
            let tag = try command("COMMIT")
            guard tag == "COMMIT" else {
                throw PostgresError(
                    kind: .transactionRolledBack,
                    message: "a statement of the transaction failed, so PostgreSQL rolled it back at COMMIT",
                    url: url.masked
                )
            }
            return result
        } catch {
            rollbackIfStillOpen()
            throw error
        }
    }

    /// Rolls back an open (or failed) transaction; after a lost connection there is none to end.
    private func rollbackIfStillOpen() {
        guard isInTransaction else { return }
        _ = try? command("ROLLBACK")
    }
}
