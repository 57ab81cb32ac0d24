import LayoutStorage

/// Why the ``PostgresMigrator`` refused or failed to bring a database up to date; nothing was
/// changed by a refusal, and a failed migration was rolled back wholly.
public enum PostgresMigrationError: Error, Equatable, CustomStringConvertible {
    /// The database was refused before anything changed: it is newer than this layoutstore, or
    /// an applied migration was edited or is unknown (the same refusals as SQLite's).
    case refused(MigrationError)
    /// A migration's SQL failed; its transaction was rolled back.
    case migrationFailed(version: Int, name: String, cause: PostgresError)
    /// Reading or writing the migration records failed (or the connection did).
    case database(PostgresError)

    /// A message for the person running `layoutstore`.
    public var description: String {
        switch self {
        case .refused(let refusal): refusal.description
        case let .migrationFailed(version, name, cause):
            "migration \(Migration(version: version, name: name, sql: "").label) failed and was rolled back: \(cause)"
        case .database(let cause): "cannot read or record migrations: \(cause)"
        }
    }
}
