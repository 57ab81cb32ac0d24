/// A PostgreSQL error code, the five-character SQLSTATE of
/// https://www.postgresql.org/docs/current/errcodes-appendix.html, matchable in a `switch`:
///
/// ```swift
/// switch error.kind {
/// case .server(.uniqueViolation): …
/// case .server(let state) where state.errorClass == .integrityConstraintViolation: …
/// }
/// ```
public struct SQLState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The five characters, e.g. `23505`.
    public let rawValue: String

    /// Creates a code from its five characters.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The class of the code: its first two characters followed by `000`, e.g. `23000` for `23505`.
    public var errorClass: SQLState {
        SQLState(rawValue: String(rawValue.prefix(2)) + "000")
    }

    /// The five characters.
    public var description: String { rawValue }

    // Class 08 — Connection Exception.
    /// Class 08: the connection failed or was lost.
    public static let connectionException = SQLState(rawValue: "08000")
    // Class 22 — Data Exception.
    /// Class 22: a value was out of range, malformed or of the wrong representation.
    public static let dataException = SQLState(rawValue: "22000")
    /// A value's text is not valid for its type (e.g. malformed JSON).
    public static let invalidTextRepresentation = SQLState(rawValue: "22P02")
    // Class 23 — Integrity Constraint Violation.
    /// Class 23, and the code of an append-only table's refusal.
    public static let integrityConstraintViolation = SQLState(rawValue: "23000")
    /// A NOT NULL constraint refused the change.
    public static let notNullViolation = SQLState(rawValue: "23502")
    /// A FOREIGN KEY constraint refused the change.
    public static let foreignKeyViolation = SQLState(rawValue: "23503")
    /// A UNIQUE or PRIMARY KEY constraint refused the change.
    public static let uniqueViolation = SQLState(rawValue: "23505")
    /// A CHECK constraint refused the change.
    public static let checkViolation = SQLState(rawValue: "23514")
    // Class 25 — Invalid Transaction State.
    /// A write was attempted in a read-only transaction.
    public static let readOnlySQLTransaction = SQLState(rawValue: "25006")
    /// A statement was sent after an earlier one failed in the same transaction.
    public static let inFailedSQLTransaction = SQLState(rawValue: "25P02")
    // Class 28 — Invalid Authorization Specification.
    /// Class 28: the role may not connect.
    public static let invalidAuthorizationSpecification = SQLState(rawValue: "28000")
    /// The password was wrong.
    public static let invalidPassword = SQLState(rawValue: "28P01")
    // Class 40 — Transaction Rollback.
    /// A serializable transaction conflicted with another and was rolled back.
    public static let serializationFailure = SQLState(rawValue: "40001")
    /// Two transactions waited for each other; this one was rolled back.
    public static let deadlockDetected = SQLState(rawValue: "40P01")
    // Class 42 — Syntax Error or Access Rule Violation.
    /// Class 42: the statement is malformed or refers to what does not exist or is not allowed.
    public static let syntaxErrorOrAccessRuleViolation = SQLState(rawValue: "42000")
    /// The statement does not parse.
    public static let syntaxError = SQLState(rawValue: "42601")
    /// The role lacks a privilege the statement needs.
    public static let insufficientPrivilege = SQLState(rawValue: "42501")
    /// A table or view named by the statement does not exist.
    public static let undefinedTable = SQLState(rawValue: "42P01")
    // Class 53 — Insufficient Resources.
    /// The disk holding the database is full.
    public static let diskFull = SQLState(rawValue: "53100")
    /// The server has no more connection slots.
    public static let tooManyConnections = SQLState(rawValue: "53300")
    // Class 54 — Program Limit Exceeded.
    /// Class 54: a statement or value exceeds a limit of the server (e.g. a row too big).
    public static let programLimitExceeded = SQLState(rawValue: "54000")
    // Class 55 — Object Not In Prerequisite State.
    /// A lock could not be taken at once (`NOWAIT`).
    public static let lockNotAvailable = SQLState(rawValue: "55P03")
    // Class 57 — Operator Intervention.
    /// The statement ran longer than `statement_timeout`, or was cancelled.
    public static let queryCanceled = SQLState(rawValue: "57014")
    /// The server is shutting down (e.g. `pg_ctl stop` or restart) and ended the session.
    public static let adminShutdown = SQLState(rawValue: "57P01")
    /// The server crashed and ended every session.
    public static let crashShutdown = SQLState(rawValue: "57P02")
    /// The server is starting up or shutting down and accepts no connection.
    public static let cannotConnectNow = SQLState(rawValue: "57P03")

    // Class XX — Internal Error.
    /// A table's data is damaged.
    public static let dataCorrupted = SQLState(rawValue: "XX001")
    /// An index is damaged.
    public static let indexCorrupted = SQLState(rawValue: "XX002")

    /// Whether the code means the session itself is gone (class 08, or a shutdown of the server).
    public var endsSession: Bool {
        errorClass == .connectionException || [.adminShutdown, .crashShutdown, .cannotConnectNow].contains(self)
    }
}
