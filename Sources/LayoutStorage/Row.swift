import CSQLite

/// One row read from a statement: the column names and the values SQLite stored.
public struct Row: Hashable, Sendable {
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

    /// The value of a column by 0-based index.
    public subscript(index: Int) -> DatabaseValue {
        values[index]
    }

    /// The value of the first column with this name, or `nil` when there is none.
    public subscript(name: String) -> DatabaseValue? {
        columnNames.firstIndex(of: name).map { values[$0] }
    }

    /// A column converted strictly to `Value`; throws a type-mismatch error naming the column.
    public func decode<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self, at index: Int) throws(DatabaseError) -> Value {
        guard let value = Value(databaseValue: values[index]) else {
            throw DatabaseError.mismatch(values[index], as: Value.self, column: "\(index) (\(columnNames[index]))", sql: nil)
        }
        return value
    }

    /// A named column converted strictly to `Value`; throws when the column is missing or mismatched.
    public func decode<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self, named name: String) throws(DatabaseError) -> Value {
        guard let index = columnNames.firstIndex(of: name) else {
            throw DatabaseError(extendedResultCode: SQLITE_ERROR, message: "no column named \(name) in row of \(columnNames)")
        }
        return try decode(type, at: index)
    }
}
