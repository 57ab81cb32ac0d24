/// The rows of one read-only query typed by a person: column names and values.
public struct QueryTable: Equatable, Sendable {
    /// One value of a row.
    public enum Value: Equatable, Sendable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob([UInt8])
    }

    public var columns: [String]
    public var rows: [[Value]]
}
