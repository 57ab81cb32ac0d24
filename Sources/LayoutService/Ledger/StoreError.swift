/// A failure of the store underneath the service, in words a person can act on: the kind of
/// failure and the backend's own description.
public struct StoreError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as far as a person must know to act on it.
    public enum Kind: Sendable, Equatable {
        /// Another process holds the store's lock.
        case busy
        /// The disk (or quota) holding the store is full.
        case full
        /// The store cannot be written (a read-only file or connection).
        case readOnly
        /// The refused statement was not allowed on a query-only connection.
        case notAuthorized
        /// The file is damaged: truncated or overwritten.
        case corrupt
        /// The file is not a database at all.
        case notADatabase
        /// A constraint (unique, foreign key, check) refused a change.
        case constraint
        /// The statement given is not valid.
        case invalidStatement
        /// More than one statement was given where one is allowed.
        case multipleStatements
        /// A value exceeds the store's size limit.
        case tooBig
        /// The statement was stopped after running for its time limit.
        case interrupted
        /// The database server cannot be reached, refused the credentials, or the connection to
        /// it was lost (an open transaction was rolled back by the server).
        case unavailable
        /// Anything else.
        case other
    }

    public var kind: Kind
    /// The backend's description (for SQLite: `SQLite error 5: database is locked - while …`; for
    /// PostgreSQL: `PostgreSQL error 23505: … - while …`, or the failed connection with its URL masked).
    public var description: String
    /// The backend's message alone, without codes or statement.
    public var message: String

    public init(kind: Kind, description: String, message: String) {
        self.kind = kind
        self.description = description
        self.message = message
    }
}
