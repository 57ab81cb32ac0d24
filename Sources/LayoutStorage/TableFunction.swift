/// A table-valued function (an eponymous virtual table, https://sqlite.org/vtab.html): called
/// as `name(argument, …)` in a FROM clause, it gives the rows `rows` makes of its arguments.
///
/// Its table has `columns`, then the arguments as hidden columns. Register it on a connection
/// with ``Database/register(_:)``, or in another program's SQLite through an extension entry
/// point (``registerInExtensionHost(_:connection:hostLibraryFunction:)``).
public struct TableFunction: Sendable {
    /// The function's name in SQL.
    public let name: String
    /// The columns' declarations, as `name TYPE`.
    public let columns: [String]
    /// The arguments' names, in call order (each is a hidden column).
    public let arguments: [String]
    /// The rows for one call: the arguments' values, in order, and the calling connection to
    /// read on. Each row has one value per column.
    public let rows: @Sendable (_ arguments: [DatabaseValue], _ connection: TableFunctionConnection) throws(TableFunctionError) -> [[DatabaseValue]]

    public init(
        name: String, columns: [String], arguments: [String],
        rows: @escaping @Sendable (_ arguments: [DatabaseValue], _ connection: TableFunctionConnection) throws(TableFunctionError) -> [[DatabaseValue]]
    ) {
        self.name = name
        self.columns = columns
        self.arguments = arguments
        self.rows = rows
    }

    /// The `CREATE TABLE` statement SQLite is given for the function's table.
    public var tableDeclaration: String {
        "CREATE TABLE x(" + (columns + arguments.map { "\($0) HIDDEN" }).joined(separator: ", ") + ")"
    }

    /// The call's signature, for messages: `name(a, b)`.
    public var signature: String {
        "\(name)(\(arguments.joined(separator: ", ")))"
    }
}

/// Why a table-valued function gave no rows: the message SQLite reports for the statement.
public struct TableFunctionError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The connection a table-valued function is called on, for reading inside the calling query.
public struct TableFunctionConnection {
    let handle: OpaquePointer

    /// Every row of a query.
    public func fetchAll(sql: String, arguments: [DatabaseValue] = []) throws(DatabaseError) -> [Row] {
        try Statement(connection: handle, sql: sql, persistent: false).fetchAll(arguments)
    }
}
