/// Where a store stands, read without changing it: what `db status` shows.
public struct StoreStatus: Equatable, Sendable {
    /// The version of the database library, e.g. "3.40.1".
    public var libraryVersion: String
    /// The highest applied schema version, 0 for an empty store.
    public var schemaVersion: Int
    /// The highest schema version this binary knows.
    public var latestSchemaVersion: Int
    /// The labels of the migrations not yet applied (`0004_…`), by version.
    public var pendingMigrations: [String]
    /// Every table (the library's own excepted) with its row count, by name.
    public var rowCounts: [(table: String, rows: Int)]

    public static func == (lhs: StoreStatus, rhs: StoreStatus) -> Bool {
        lhs.libraryVersion == rhs.libraryVersion && lhs.schemaVersion == rhs.schemaVersion
            && lhs.latestSchemaVersion == rhs.latestSchemaVersion && lhs.pendingMigrations == rhs.pendingMigrations
            && lhs.rowCounts.elementsEqual(rhs.rowCounts, by: { $0 == $1 })
    }
}
