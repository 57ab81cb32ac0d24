import LayoutService
import LayoutStorage

extension CLIError {
    /// A database failure on the file at `path` (exit 74): busy, full, read-only, damaged and
    /// not-a-database each in words that say what to do.
    public init(_ error: DatabaseError, path: String) {
        self.init(message: Self.sentence(Self.clause(error, path: path)) + ".", exitCode: .ioFailure)
    }

    /// What went wrong with the database at `path`, as a clause (lowercase, no full stop) that
    /// reads alone as a sentence once capitalised, or after a context and a colon.
    private static func clause(_ error: DatabaseError, path: String) -> String {
        if error.isNotADatabase {
            "file '\(path)' is not a LayoutStore database"
        } else if error.isBusy || error.isLocked {
            "the database '\(path)' is busy: another process holds its lock (\(error))"
        } else if error.isFull {
            "the disk holding '\(path)' is full (\(error))"
        } else if error.isReadOnly {
            "the database '\(path)' is read-only (\(error))"
        } else if error.isCorrupt {
            "the database '\(path)' is damaged (truncated or overwritten); it was left as it is (\(error))"
        } else {
            "'\(path)': \(error)"
        }
    }

    /// A refusal or failure of the migrator on the database at `path` (exit 74); a newer
    /// schema names both versions.
    public init(_ error: MigrationError, path: String) {
        if case .database(let cause) = error, cause.isNotADatabase || cause.isCorrupt {
            self.init(cause, path: path)
        } else {
            self.init(message: "'\(path)': \(error).", exitCode: .ioFailure)
        }
    }

    /// A service failure on the store at `path`: database failures exit 74, names that the
    /// store does not hold and invalid models or arguments exit 65.
    public init(_ error: ServiceError, path: String) {
        switch error {
        case .database(let cause, let context):
            self.init(message: Self.sentence(context) + ": " + Self.clause(cause, path: path) + ".", exitCode: .ioFailure)
        case .migration(let cause, _):
            self.init(cause, path: path)
        case .corruptStore, .cancelled:
            self.init(message: "'\(path)': \(error).", exitCode: .ioFailure)
        case .invalidModel, .unknownModel, .unknownWidth, .unknownRun, .unknownEngine, .notLaidOut, .unknownTemplate, .kindChanged,
             .duplicateWidth, .invalidArgument, .nothingToUndo:
            self.init(message: Self.sentence(error.description) + ".", exitCode: .badData)
        }
    }

    /// `text` with its first letter capitalised, as messages start.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
