import CSQLite

extension Database {
    /// Hardens a read-only connection for SQL typed by a user: `PRAGMA query_only`
    /// (https://sqlite.org/pragma.html#pragma_query_only), no attached databases
    /// (https://sqlite.org/c3ref/limit.html), no extension loading and defensive mode
    /// (https://sqlite.org/c3ref/c_dbconfig_defensive.html), and an authorizer that allows only
    /// reads (https://sqlite.org/c3ref/set_authorizer.html). Installed last, after configuration.
    static func restrictToQueries(_ connection: OpaquePointer) throws(DatabaseError) {
        try executeScript("PRAGMA query_only = 1", on: connection)
        for code in [csqlite_disable_extension_loading(connection), csqlite_enable_defensive_mode(connection)] where code != SQLITE_OK {
            throw DatabaseError(code: code, connection: connection)
        }
        sqlite3_limit(connection, SQLITE_LIMIT_ATTACHED, 0)
        let code = sqlite3_set_authorizer(connection, { _, action, _, pragmaValue, _, _ in
            Database.authorizeQuery(action: action, pragmaValue: pragmaValue)
        }, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(code: code, connection: connection)
        }
    }

    /// The authorizer's decision for one action of a statement being compiled: reads, functions,
    /// transactions and pragmas that only read (no value given) are allowed; everything else is denied.
    private static func authorizeQuery(action: Int32, pragmaValue: UnsafePointer<CChar>?) -> Int32 {
        switch action {
        case SQLITE_SELECT, SQLITE_READ, SQLITE_FUNCTION, SQLITE_RECURSIVE, SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
            SQLITE_OK
        case SQLITE_PRAGMA where pragmaValue == nil:
            SQLITE_OK
        default:
            SQLITE_DENY
        }
    }
}
