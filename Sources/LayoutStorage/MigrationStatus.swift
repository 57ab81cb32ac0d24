/// Where a database stands against the migrations a binary embeds.
public struct MigrationStatus: Equatable, Sendable {
    /// The highest applied version, 0 for a database without migrations.
    public let currentVersion: Int
    /// The highest version the binary embeds, 0 when it embeds none.
    public let latestKnownVersion: Int
    /// The applied migrations, by version.
    public let applied: [AppliedMigration]
    /// The embedded migrations not yet applied, by version.
    public let pending: [Migration]
    /// Why ``Migrator/migrate(_:)`` would refuse this database, or `nil` when it would not.
    public let refusal: MigrationError?

    /// Whether every embedded migration is applied and nothing is refused.
    public var isUpToDate: Bool {
        pending.isEmpty && refusal == nil
    }
}
