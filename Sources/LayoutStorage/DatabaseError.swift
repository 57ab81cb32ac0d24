import CSQLite

/// A failure reported by SQLite, with the result codes, SQLite's message and the SQL that failed.
///
/// The description is stable and reads like
/// ``SQLite error 19: UNIQUE constraint failed: widths.name - while executing `INSERT …` ``.
/// See https://sqlite.org/rescode.html for the codes.
public struct DatabaseError: Error, Equatable, CustomStringConvertible {
    /// The primary result code (the low 8 bits of ``extendedResultCode``), e.g. `.SQLITE_CONSTRAINT`.
    public let resultCode: ResultCode
    /// The extended result code, e.g. 2067 (`SQLITE_CONSTRAINT_UNIQUE`).
    public let extendedResultCode: ResultCode
    /// SQLite's message, or the standard text of the result code when SQLite gave none.
    public let message: String
    /// The SQL that was being prepared or run, when there was one.
    public let sql: String?

    /// Creates an error from an extended result code, a message and the SQL that failed.
    public init(extendedResultCode: Int32, message: String? = nil, sql: String? = nil) {
        self.extendedResultCode = ResultCode(rawValue: extendedResultCode)
        self.resultCode = self.extendedResultCode.primaryResultCode
        self.message = message ?? String(cString: sqlite3_errstr(extendedResultCode))
        self.sql = sql
    }

    /// Reads the latest error of a connection, given the code that the failing call returned.
    init(code: Int32, connection: OpaquePointer?, sql: String? = nil) {
        let extendedCode = connection.map { sqlite3_extended_errcode($0) } ?? code
        // The connection's latest error may belong to another call; trust it only when it agrees.
        let agrees = (extendedCode & 0xFF) == (code & 0xFF)
        let message = agrees ? connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } : nil
        self.init(extendedResultCode: agrees ? extendedCode : code, message: message, sql: sql)
    }

    /// `SQLite error 19: UNIQUE constraint failed: widths.name - while executing `INSERT …``.
    public var description: String {
        let base = "SQLite error \(resultCode): \(message)"
        guard let sql else { return base }
        return base + " - while executing `\(sql)`"
    }

    /// The database was locked by another connection for longer than the busy timeout.
    public var isBusy: Bool { resultCode == .SQLITE_BUSY }
    /// A table is locked by this same connection (e.g. dropping a table that a statement reads).
    public var isLocked: Bool { resultCode == .SQLITE_LOCKED }
    /// A UNIQUE, NOT NULL, CHECK, FOREIGN KEY or PRIMARY KEY constraint refused the change.
    public var isConstraintViolation: Bool { resultCode == .SQLITE_CONSTRAINT }
    /// The disk (or the quota) is full.
    public var isFull: Bool { resultCode == .SQLITE_FULL }
    /// A write was attempted on a read-only or query-only connection.
    public var isReadOnly: Bool { resultCode == .SQLITE_READONLY }
    /// The authorizer of a query-only connection refused the statement.
    public var isNotAuthorized: Bool { resultCode == .SQLITE_AUTH }
    /// The file exists but is not an SQLite database (or is encrypted).
    public var isNotADatabase: Bool { resultCode == .SQLITE_NOTADB }
    /// The file is damaged: truncated or overwritten pages (SQLITE_CORRUPT).
    public var isCorrupt: Bool { resultCode == .SQLITE_CORRUPT }
    /// A value could not be read as the type asked for (SQLITE_MISMATCH).
    public var isTypeMismatch: Bool { resultCode == .SQLITE_MISMATCH }
}

extension DatabaseError {
    /// The error for a stored value that does not convert to the type asked for.
    static func mismatch(_ stored: DatabaseValue, as type: Any.Type, column: String, sql: String?) -> DatabaseError {
        DatabaseError(
            extendedResultCode: SQLITE_MISMATCH,
            message: "column \(column) holds \(stored.storageClassName), expected \(type)",
            sql: sql
        )
    }
}
