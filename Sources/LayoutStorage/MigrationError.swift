/// Why the ``Migrator`` refused or failed to bring a database up to date; nothing was changed
/// by a refusal, and a failed migration was rolled back wholly.
public enum MigrationError: Error, Equatable, CustomStringConvertible {
    /// The database has a migration newer than any this binary embeds.
    case databaseIsNewer(databaseVersion: Int, knownVersion: Int)
    /// An applied migration's SQL differs from the embedded one of the same version.
    case checksumMismatch(applied: AppliedMigration, embedded: Migration)
    /// The database has an applied migration that this binary does not embed (a gap).
    case unknownMigration(applied: AppliedMigration)
    /// A migration's SQL failed; its transaction was rolled back.
    case migrationFailed(version: Int, name: String, cause: DatabaseError)
    /// Reading or writing the migration records failed.
    case database(DatabaseError)

    /// A message for the person running `layoutstore`.
    public var description: String {
        switch self {
        case let .databaseIsNewer(databaseVersion, knownVersion):
            "database schema version \(databaseVersion) is newer than this layoutstore (knows up to \(knownVersion)); upgrade layoutstore"
        case let .checksumMismatch(applied, embedded):
            "migration \(applied.label) was applied with checksum \(applied.checksum), "
                + "but this layoutstore embeds \(embedded.label) with checksum \(embedded.checksum); "
                + "an applied migration must never be edited: add a new migration instead"
        case let .unknownMigration(applied):
            "database has migration \(applied.label), which this layoutstore does not know"
        case let .migrationFailed(version, name, cause):
            "migration \(Migration.label(version: version, name: name)) failed and was rolled back: \(cause)"
        case let .database(cause):
            "cannot read or record migrations: \(cause)"
        }
    }
}
