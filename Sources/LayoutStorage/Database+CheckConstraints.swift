extension Database {
    /// Runs `body` with SQLite's CHECK constraints off on this connection (`PRAGMA
    /// ignore_check_constraints`, https://sqlite.org/pragma.html#pragma_ignore_check_constraints),
    /// for statements whose rows are checked against their tables' CHECK rules before SQLite sees
    /// them (the batch page functions, `CPageRows`). NOT NULL, STRICT, key and foreign-key
    /// constraints are untouched.
    ///
    /// The setting is on again after `body` — always, also when `body` fails. Each change makes
    /// SQLite recompile the connection's statements on their next use (the checks are compiled
    /// into a statement), so it pays for a statement of many rows, not for one row.
    public func withoutCheckConstraints<Result>(_ body: () throws(DatabaseError) -> Result) throws(DatabaseError) -> Result {
        try execute(sql: "PRAGMA ignore_check_constraints = ON")
        let result: Result
        do {
            result = try body()
        } catch {
            try? execute(sql: "PRAGMA ignore_check_constraints = OFF")
            throw error
        }
        try execute(sql: "PRAGMA ignore_check_constraints = OFF")
        return result
    }

    /// Whether SQLite evaluates CHECK constraints on this connection now; every connection opens with it on.
    public func enforcesCheckConstraints() throws(DatabaseError) -> Bool {
        try fetchValue(Int64.self, sql: "PRAGMA ignore_check_constraints") == 0
    }
}
