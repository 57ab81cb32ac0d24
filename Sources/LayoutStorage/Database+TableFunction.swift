import CSQLite

extension Database {
    /// Registers `function` on this connection (allowed on every access, query-only included:
    /// it reads through the connection's own checks).
    public func register(_ function: TableFunction) throws(DatabaseError) {
        let code = TableFunctionModule.register(function, on: handle)
        guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: handle) }
    }
}

extension TableFunction {
    /// Registers `functions` on `connection` of a program that loaded an SQLite extension
    /// (its entry point's `db`), whose `sqlite3_libversion_number` is `hostLibraryFunction`.
    /// Returns nil, or why it refused: this library calls the libsqlite3 it is linked with,
    /// so a host with another copy of SQLite (a static one) cannot be served.
    public static func registerInExtensionHost(
        _ functions: [TableFunction], connection: OpaquePointer, hostLibraryFunction: UnsafeRawPointer?
    ) -> String? {
        let linked: @convention(c) () -> Int32 = sqlite3_libversion_number
        guard hostLibraryFunction == unsafeBitCast(linked, to: UnsafeRawPointer.self) else {
            return "the host uses another copy of SQLite than the libsqlite3 \(String(cString: sqlite3_libversion())) this extension calls; load it into a program linked with the system libsqlite3 (the sqlite3 shell, Debian's python3)"
        }
        for function in functions {
            let code = TableFunctionModule.register(function, on: connection)
            guard code == SQLITE_OK else { return "registering \(function.name) failed (SQLite code \(code))" }
        }
        return nil
    }
}
