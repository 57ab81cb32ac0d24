import CPostgres
import Foundation
import LayoutStorage

/// One session with a PostgreSQL server through libpq
/// (https://www.postgresql.org/docs/current/libpq.html).
///
/// Every statement is sent with its arguments apart from its text (the extended protocol:
/// `PQprepare` once per SQL text and argument types, then `PQexecPrepared`), so no value is ever
/// spliced into SQL; only ``executeScript(_:)`` runs text without arguments, for the migrations.
/// Every failure is a ``PostgresError`` whose messages carry the masked URL, never the password.
/// A connection is used by one owner at a time; it is not `Sendable`. Close it with ``close()``
/// (or let it go: `deinit` closes it).
public final class PostgresConnection {
    /// Where this connection goes; printed masked.
    public let url: PostgresURL
    private var connection: OpaquePointer?
    /// Prepared statement names by SQL text and argument types.
    private var preparedStatements: [PreparedStatementKey: String] = [:]

    /// The field codes of `PQresultErrorField` (`PG_DIAG_*` in postgres_ext.h).
    private enum DiagnosticField: UInt8 {
        case sqlState = 67 // 'C'
        case primaryMessage = 77 // 'M'
        case detail = 68 // 'D'
    }

    /// Opens a session (`PQconnectdbParams`, the URL expanded as `dbname`), with UTF-8 as the
    /// client encoding and `layoutstore` as the application name unless the URL names another.
    ///
    /// Fails with ``PostgresError/Kind/authenticationFailed`` when the server refuses the
    /// credentials, and ``PostgresError/Kind/cannotConnect`` for any other failure (no server,
    /// refused, timed out after `connectTimeout`, unknown database).
    public init(url: PostgresURL, connectTimeout: Duration = .seconds(10)) throws(PostgresError) {
        self.url = url
        // Later keywords override earlier ones: the URL may set the timeout and the name, never the encoding.
        let settings = [
            ("connect_timeout", String(max(1, connectTimeout.components.seconds))),
            ("fallback_application_name", "layoutstore"),
            ("dbname", url.connectionString),
            ("client_encoding", "UTF8"),
        ]
        let keywords = settings.map { strdup($0.0) }
        let values = settings.map { strdup($0.1) }
        defer { (keywords + values).forEach { free($0) } }
        let keywordPointers = keywords.map { UnsafePointer($0) } + [nil]
        let valuePointers = values.map { UnsafePointer($0) } + [nil]
        let connection = PQconnectdbParams(keywordPointers, valuePointers, 1)
        guard let connection, PQstatus(connection) == CONNECTION_OK else {
            let error = Self.connectError(connection, url: url)
            PQfinish(connection)
            throw error
        }
        // libpq prints the server's notices (e.g. "relation … already exists, skipping") to
        // stderr by default; the command line's stderr is its own.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        self.connection = connection
    }

    deinit {
        close()
    }

    /// Ends the session (`PQfinish`). Closing twice does nothing.
    public func close() {
        guard let connection else { return }
        PQfinish(connection)
        self.connection = nil
        preparedStatements.removeAll()
    }

    /// The open connection handle; using a closed connection is a programming error.
    var handle: OpaquePointer {
        guard let connection else { preconditionFailure("PostgreSQL connection \(url) used after close()") }
        return connection
    }

    // MARK: State

    /// The server's version as a number, e.g. 150018 for 15.18 (`PQserverVersion`).
    public var serverVersion: Int {
        Int(PQserverVersion(handle))
    }

    /// The process id of the server backend serving this session (`PQbackendPID`).
    public var backendProcessID: Int32 {
        PQbackendPID(handle)
    }

    /// Whether a transaction is open, failed or not (`PQtransactionStatus`).
    public var isInTransaction: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }

    // MARK: Statements

    /// Runs one statement with arguments and returns the number of rows it changed
    /// (inserted, updated, deleted; 0 for other statements).
    @discardableResult
    public func execute(sql: String, arguments: [DatabaseValue] = []) throws(PostgresError) -> Int {
        let result = try run(sql: sql, arguments: arguments, format: .binary)
        return Int(String(cString: PQcmdTuples(result.handle))) ?? 0
    }

    /// Reads every row of a query.
    public func fetchAll(sql: String, arguments: [DatabaseValue] = [], format: ResultFormat = .binary) throws(PostgresError) -> [Row] {
        try run(sql: sql, arguments: arguments, format: format).rows(format: format, sql: sql)
    }

    /// Reads every row of a query with the names of its columns, which a query without rows has too.
    public func fetchTable(
        sql: String, arguments: [DatabaseValue] = [], format: ResultFormat = .binary
    ) throws(PostgresError) -> (columns: [String], rows: [Row]) {
        let result = try run(sql: sql, arguments: arguments, format: format)
        return (result.columnNames, try result.rows(format: format, sql: sql))
    }

    /// Reads the first row of a query, if any.
    public func fetchOne(sql: String, arguments: [DatabaseValue] = []) throws(PostgresError) -> Row? {
        try fetchAll(sql: sql, arguments: arguments).first
    }

    /// Reads the first column of the first row, converted strictly; `nil` when there is no row.
    public func fetchValue<Value: DatabaseValueConvertible>(
        _ type: Value.Type = Value.self, sql: String, arguments: [DatabaseValue] = []
    ) throws(PostgresError) -> Value? {
        guard let row = try fetchOne(sql: sql, arguments: arguments), let name = row.columnNames.first else { return nil }
        return try row.value(type, named: name)
    }

    /// Runs a script of statements separated by semicolons through the simple query protocol
    /// (`PQexec`), stopping at the first failure. It takes no arguments: for SQL of our own
    /// (the migrations), never for values.
    public func executeScript(_ script: String) throws(PostgresError) {
        let result = PQexec(handle, script)
        defer { PQclear(result) }
        try check(result, sql: script)
    }

    /// Runs a statement and returns the command tag (`PQcmdStatus`), e.g. `COMMIT` or `ROLLBACK`.
    func command(_ sql: String) throws(PostgresError) -> String {
        String(cString: PQcmdStatus(try run(sql: sql, arguments: [], format: .binary).handle))
    }

    // MARK: Running

    /// A statement's SQL text with the types of its arguments: the identity of a prepared statement.
    private struct PreparedStatementKey: Hashable {
        let sql: String
        let types: [UInt32]
    }

    /// Prepares the statement on first use, then runs it with binary arguments.
    private func run(sql: String, arguments: [DatabaseValue], format: ResultFormat) throws(PostgresError) -> QueryResult {
        let parameters = ParameterBuffer(arguments)
        let name = try preparedStatement(sql: sql, types: parameters.types)
        let result = parameters.withArguments { count, values, lengths, formats in
            PQexecPrepared(handle, name, count, values, lengths, formats, format.rawValue)
        }
        return try QueryResult(checking: result, of: self, sql: sql)
    }

    /// The name of the prepared statement for this SQL and argument types, prepared on first use.
    func preparedStatement(sql: String, types: [UInt32]) throws(PostgresError) -> String {
        let key = PreparedStatementKey(sql: sql, types: types)
        if let name = preparedStatements[key] { return name }
        let name = "layoutstore_\(preparedStatements.count + 1)"
        let result = PQprepare(handle, name, sql, Int32(types.count), types)
        defer { PQclear(result) }
        try check(result, sql: sql)
        preparedStatements[key] = name
        return name
    }

    /// Throws the error of a failed result (or of a missing one: the session is gone).
    func check(_ result: OpaquePointer?, sql: String) throws(PostgresError) {
        let status = result.map(PQresultStatus)
        if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK { return }
        throw statementError(result, sql: sql)
    }

    /// The error of a statement: the connection's when the session is gone, else the server's SQLSTATE.
    func statementError(_ result: OpaquePointer?, sql: String) -> PostgresError {
        let field = { (code: DiagnosticField) -> String? in
            result.flatMap { PQresultErrorField($0, Int32(code.rawValue)) }.map { self.url.scrub(String(cString: $0)) }
        }
        let state = field(.sqlState).map(SQLState.init(rawValue:))
        if PQstatus(handle) == CONNECTION_BAD || state?.endsSession == true {
            let message = field(.primaryMessage) ?? Self.oneLine(url.scrub(String(cString: PQerrorMessage(handle))))
            preparedStatements.removeAll()
            return PostgresError(kind: .connectionLost, message: message, url: url.masked, sql: sql)
        }
        guard let state else {
            let message = Self.oneLine(url.scrub(String(cString: PQerrorMessage(handle))))
            return PostgresError(kind: .client, message: message, url: url.masked, sql: sql)
        }
        return PostgresError(kind: .server(state), message: field(.primaryMessage) ?? "", detail: field(.detail), sql: sql)
    }

    /// The error of a failed connection attempt: refused credentials, or any other failure.
    ///
    /// libpq gives no SQLSTATE for a failed start-up, only its message; the password prompts it
    /// reports (`PQconnectionNeedsPassword`) and the server's authentication messages tell a
    /// credentials failure apart.
    private static func connectError(_ connection: OpaquePointer?, url: PostgresURL) -> PostgresError {
        guard let connection else {
            return PostgresError(kind: .cannotConnect, message: "libpq could not allocate a connection", url: url.masked)
        }
        let message = oneLine(url.scrub(String(cString: PQerrorMessage(connection))))
        let credentialMessages = ["authentication failed", "no password supplied", "no pg_hba.conf entry"]
        let isCredentials = PQconnectionNeedsPassword(connection) == 1 || credentialMessages.contains { message.contains($0) }
        return PostgresError(kind: isCredentials ? .authenticationFailed : .cannotConnect, message: message, url: url.masked)
    }

    /// libpq's multi-line message (`…failed: …\n\tIs the server running…?\n`) as one line.
    private static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}

@available(*, unavailable, message: "a connection has one owner at a time")
extension PostgresConnection: Sendable {}
