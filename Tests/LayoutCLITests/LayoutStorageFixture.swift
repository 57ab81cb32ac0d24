import LayoutStorage

/// Direct access to a database file, for tests that prepare what a command then meets.
enum LayoutStorageFixture {
    /// Opens (creating) the database at `path` and runs `sql` on it.
    static func database(at path: String, sql: String) throws -> Database {
        let database = try Database(path: path)
        try database.execute(sql: sql)
        return database
    }
}
