@testable import LayoutStorage

/// A writer's connection to a database file of its own, in a temporary directory, with one
/// table: what the write-ahead log's tests start from.
struct ScratchWriter {
    let directory: TemporaryDirectory
    let path: String
    let database: Database

    /// The file `name`, SQLite's automatic checkpoint threshold set to `autocheckpoint` frames
    /// (0: none), and the table `createTable` makes.
    init(name: String, autocheckpoint: Int, createTable: String) throws {
        directory = try TemporaryDirectory()
        path = directory.path(name)
        database = try Database(path: path)
        try database.execute(sql: "PRAGMA wal_autocheckpoint = \(autocheckpoint)")
        try database.execute(sql: createTable)
    }
}
