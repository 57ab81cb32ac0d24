import CPostgres
import LayoutStorage

/// A `PGresult` that succeeded, cleared when released
/// (https://www.postgresql.org/docs/current/libpq-exec.html#LIBPQ-EXEC-SELECT-INFO).
final class QueryResult {
    let handle: OpaquePointer

    /// Takes a result from libpq, throwing (and clearing) it when it reports a failure.
    init(checking result: OpaquePointer?, of connection: PostgresConnection, sql: String) throws(PostgresError) {
        do {
            try connection.check(result, sql: sql)
        } catch {
            PQclear(result)
            throw error
        }
        self.handle = result!
    }

    deinit {
        PQclear(handle)
    }

    /// The names of the result's columns, in order (known even when there is no row).
    var columnNames: [String] {
        (0..<PQnfields(handle)).map { String(cString: PQfname(handle, $0)) }
    }

    /// The rows, each value converted from its column's type in `format`.
    func rows(format: ResultFormat, sql: String) throws(PostgresError) -> [Row] {
        let columnCount = PQnfields(handle)
        let names = columnNames
        let types = (0..<columnCount).map { PQftype(handle, $0) }
        var rows: [Row] = []
        for row in 0..<PQntuples(handle) {
            var values: [DatabaseValue] = []
            values.reserveCapacity(Int(columnCount))
            for column in 0..<columnCount {
                guard PQgetisnull(handle, row, column) == 0 else {
                    values.append(.null)
                    continue
                }
                let bytes = UnsafeRawBufferPointer(
                    start: PQgetvalue(handle, row, column), count: Int(PQgetlength(handle, row, column))
                )
                guard let value = PostgresType.value(oid: types[Int(column)], format: format, bytes: bytes) else {
                    throw PostgresError(
                        kind: .unexpectedValue,
                        message: "column \(names[Int(column)]) has type OID \(types[Int(column)]), which is not read in \(format) format",
                        sql: sql
                    )
                }
                values.append(value)
            }
            rows.append(Row(columnNames: names, values: values))
        }
        return rows
    }
}
