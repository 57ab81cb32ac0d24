/// A failure of a PostgreSQL connection or statement: what kind, the server's or libpq's
/// message, and where (the masked URL, the SQL).
///
/// The description is stable and never contains a password, e.g.
/// ``PostgreSQL error 23505: duplicate key value violates unique constraint "widths_name_key" - while executing `INSERT …` ``
/// or `cannot connect to postgresql://store:****@db/store: connection refused …`.
public struct PostgresError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, matchable in a `switch`.
    public enum Kind: Hashable, Sendable {
        /// The URL is not a PostgreSQL URL.
        case invalidURL
        /// No session could be opened: the server is unreachable, refused, or not accepting connections.
        case cannotConnect
        /// The server refused the credentials (wrong or missing password, unknown role).
        case authenticationFailed
        /// The session ended under a statement: the server restarted or stopped, or the network
        /// failed. An open transaction was rolled back by the server.
        case connectionLost
        /// The server refused a statement, with its SQLSTATE.
        case server(SQLState)
        /// A transaction could not commit because one of its statements had failed: PostgreSQL
        /// rolled it back instead.
        case transactionRolledBack
        /// libpq refused the request itself, before the server saw it (e.g. more than 65,535
        /// arguments); no SQLSTATE.
        case client
        /// A value read from the server does not convert to the type asked for, or has a type
        /// this layer does not read.
        case unexpectedValue
    }

    /// What went wrong.
    public let kind: Kind
    /// The server's primary message, or libpq's, with any password scrubbed.
    public let message: String
    /// The server's detail (e.g. the key of a duplicate), when it gave one.
    public let detail: String?
    /// The masked URL of the connection, for connection failures.
    public let url: String?
    /// The SQL that was being run, when there was one.
    public let sql: String?

    /// Creates an error; `message` and `detail` must already be free of secrets.
    public init(kind: Kind, message: String, detail: String? = nil, url: String? = nil, sql: String? = nil) {
        self.kind = kind
        self.message = message
        self.detail = detail
        self.url = url
        self.sql = sql
    }

    /// The SQLSTATE of a statement the server refused.
    public var sqlState: SQLState? {
        if case .server(let state) = kind { return state }
        return nil
    }

    /// Whether the failure is the connection's (unreachable, refused credentials, lost session),
    /// not a statement's: the command line exits 74 and names the database.
    public var isConnectionFailure: Bool {
        switch kind {
        case .cannotConnect, .authenticationFailed, .connectionLost: true
        case .server(let state): state.endsSession
        case .invalidURL, .transactionRolledBack, .client, .unexpectedValue: false
        }
    }

    /// One line naming what failed and where.
    public var description: String {
        var text: String
        let place = url.map { " \($0)" } ?? ""
        switch kind {
        case .invalidURL: text = "invalid database URL\(place): \(message)"
        case .cannotConnect: text = "cannot connect to\(place): \(message)"
        case .authenticationFailed: text = "authentication failed for\(place): \(message)"
        case .connectionLost:
            text = "lost the connection to\(place): \(message); the open transaction was rolled back, nothing of it was written"
        case .server(let state): text = "PostgreSQL error \(state): \(message)"
        case .transactionRolledBack: text = "transaction rolled back: \(message)"
        case .client: text = "libpq refused the statement: \(message)"
        case .unexpectedValue: text = "unexpected value: \(message)"
        }
        if let detail { text += " (\(detail))" }
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
