/// How the server sends the values of a query's rows
/// (https://www.postgresql.org/docs/current/protocol-overview.html#PROTOCOL-FORMAT-CODES).
public enum ResultFormat: Int32, Sendable {
    /// Each type's text output: every type reads (numbers, bools and bytea typed, anything else
    /// as its text), as `psql` shows it. For SQL typed by a user.
    case text = 0
    /// Each type's binary form: exact doubles and raw bytea with no parsing, for the store's own
    /// queries. Only the types of ``PostgresType`` read; any other is an error naming it.
    case binary = 1
}
