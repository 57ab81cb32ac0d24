import LayoutStorage

extension Row {
    /// A named column converted strictly to `Value` (NULL only to an `Optional`), failing as a
    /// ``PostgresError`` (``PostgresError/Kind/unexpectedValue``) naming the column, for the code
    /// of code whose errors are PostgreSQL's.
    public func value<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self, named name: String) throws(PostgresError) -> Value {
        guard let stored = self[name] else {
            throw PostgresError(kind: .unexpectedValue, message: "no column named \(name) in a row of \(columnNames)")
        }
        guard let value = Value(databaseValue: stored) else {
            throw PostgresError(kind: .unexpectedValue, message: "column \(name) holds \(stored.storageClassName), expected \(Value.self)")
        }
        return value
    }
}
