/// A migration as recorded in the database's `schema_migrations` table.
public struct AppliedMigration: Hashable, Sendable {
    /// The version of the migration.
    public let version: Int
    /// The name it had when applied.
    public let name: String
    /// The SHA-256 of its SQL when applied.
    public let checksum: String
    /// When it was applied, ISO 8601 in UTC (e.g. `2025-01-31T12:00:00.000Z`).
    public let appliedAt: String

    /// Creates a record of an applied migration.
    public init(version: Int, name: String, checksum: String, appliedAt: String) {
        self.version = version
        self.name = name
        self.checksum = checksum
        self.appliedAt = appliedAt
    }

    /// The migration as its file was named, e.g. `0001_initial`.
    public var label: String {
        Migration.label(version: version, name: name)
    }
}
