import CSQLite

extension Database {
    /// Runs a C function that registers virtual-table modules or SQL functions on this
    /// connection (`register` gets the connection's `sqlite3 *` and returns an SQLite result
    /// code, as an extension's entry point does); throws its failure.
    public func registerModules(_ register: @convention(c) (OpaquePointer?) -> Int32) throws(DatabaseError) {
        let code = register(handle)
        guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: handle) }
    }
}
