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
