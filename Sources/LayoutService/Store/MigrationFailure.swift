/// Why a store could not be brought up to this binary's schema; a refusal changed nothing,
/// and a failed migration was rolled back wholly.
public enum MigrationFailure: Error, Equatable, CustomStringConvertible {
    /// The store has a migration newer than any this binary embeds.
    case databaseIsNewer(databaseVersion: Int, knownVersion: Int)
    /// The store's applied migrations disagree with the embedded ones (an edited or unknown
    /// migration); the text says which.
    case refused(String)
    /// A migration failed and was rolled back; the text names it and its cause.
    case failed(String, cause: StoreError)
    /// The migration records could not be read or written.
    case records(StoreError)

    public var description: String {
        switch self {
        case let .databaseIsNewer(databaseVersion, knownVersion):
            "database schema version \(databaseVersion) is newer than this layoutstore (knows up to \(knownVersion)); upgrade layoutstore"
        case let .refused(text), let .failed(text, _): text
        case let .records(cause): "cannot read or record migrations: \(cause)"
        }
    }
}
