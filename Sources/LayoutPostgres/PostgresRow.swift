import LayoutStorage

/// One row of a PostgreSQL query: its column names and values, read by column name.
///
/// Values are ``DatabaseValue``s, the same as SQLite's rows hold, so records convert the same
/// way on both backends (``DatabaseValueConvertible``).
public struct PostgresRow: Hashable, Sendable {
    /// The column names, in order.
    public let columnNames: [String]
    /// The values, in column order.
    public let values: [DatabaseValue]

    /// Creates a row from column names and values of the same count.
    public init(columnNames: [String], values: [DatabaseValue]) {
        precondition(columnNames.count == values.count, "\(columnNames.count) names for \(values.count) values")
        self.columnNames = columnNames
        self.values = values
    }

    /// The value of the first column with this name, or `nil` when there is none.
    public subscript(name: String) -> DatabaseValue? {
        columnNames.firstIndex(of: name).map { values[$0] }
    }

    /// A named column converted strictly to `Value` (NULL only to an `Optional`); throws
    /// ``PostgresError/Kind/unexpectedValue`` naming the column when it is missing or mismatched.
    public func decode<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self, named name: String) throws(PostgresError) -> Value {
        guard let stored = self[name] else {
            throw PostgresError(kind: .unexpectedValue, message: "no column named \(name) in a row of \(columnNames)")
        }
        guard let value = Value(databaseValue: stored) else {
            throw PostgresError(kind: .unexpectedValue, message: "column \(name) holds \(stored.storageClassName), expected \(Value.self)")
        }
        return value
    }
}
