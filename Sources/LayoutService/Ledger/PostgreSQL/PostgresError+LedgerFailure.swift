import LayoutPostgres

extension PostgresError: LedgerFailure {
    /// The failure in the service's words: its kind from the SQLSTATE (or the connection's
    /// state), the description naming the masked URL or the statement, never the password.
    public var storeError: StoreError {
        StoreError(kind: storeErrorKind, description: description, message: message)
    }

    private var storeErrorKind: StoreError.Kind {
        switch kind {
        case .cannotConnect, .authenticationFailed, .connectionLost: return .unavailable
        case .server(let state): return Self.kind(of: state)
        case .invalidURL, .transactionRolledBack, .client, .unexpectedValue: return .other
        }
    }

    /// The kind of a server error, by the classes of
    /// https://www.postgresql.org/docs/current/errcodes-appendix.html.
    private static func kind(of state: SQLState) -> StoreError.Kind {
        if state.endsSession { return .unavailable }
        switch state {
        case .readOnlySQLTransaction: return .readOnly
        case .insufficientPrivilege: return .notAuthorized
        case .queryCanceled: return .interrupted
        case .serializationFailure, .deadlockDetected, .lockNotAvailable: return .busy
        case .diskFull: return .full
        case .dataCorrupted, .indexCorrupted: return .corrupt
        default: break
        }
        switch state.errorClass {
        // A value the schema refuses: a constraint, or a data exception (a `::json` check).
        case .integrityConstraintViolation, .dataException: return .constraint
        case .syntaxErrorOrAccessRuleViolation: return .invalidStatement
        case .programLimitExceeded: return .tooBig
        default: return .other
        }
    }
}
