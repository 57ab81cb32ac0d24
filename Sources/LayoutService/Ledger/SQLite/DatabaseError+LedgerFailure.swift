import LayoutStorage

extension DatabaseError: LedgerFailure {
    /// The failure in the service's words: its kind from the result code, SQLite's text as is.
    public var storeError: StoreError {
        StoreError(kind: storeErrorKind, description: description, message: message)
    }

    private var storeErrorKind: StoreError.Kind {
        switch resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: .busy
        case .SQLITE_FULL: .full
        case .SQLITE_READONLY: .readOnly
        case .SQLITE_AUTH: .notAuthorized
        case .SQLITE_CORRUPT: .corrupt
        case .SQLITE_NOTADB: .notADatabase
        case .SQLITE_CONSTRAINT: .constraint
        case .SQLITE_ERROR: .invalidStatement
        case .SQLITE_MISUSE: .multipleStatements
        case .SQLITE_TOOBIG: .tooBig
        case .SQLITE_INTERRUPT: .interrupted
        default: .other
        }
    }
}
