import LayoutService
import LayoutStorage

extension CLIError {
    /// A database failure on the file at `path` (exit 74): busy, full, read-only and
    /// not-a-database each in words that say what to do.
    public init(_ error: DatabaseError, path: String) {
        let message: String
        if error.isNotADatabase {
            message = "File '\(path)' is not a LayoutStore database."
        } else if error.isBusy || error.isLocked {
            message = "The database '\(path)' is busy: another process holds its lock (\(error))."
        } else if error.isFull {
            message = "The disk holding '\(path)' is full (\(error))."
        } else if error.isReadOnly {
            message = "The database '\(path)' is read-only (\(error))."
        } else {
            message = "'\(path)': \(error)."
        }
        self.init(message: message, exitCode: .ioFailure)
    }

    /// A refusal or failure of the migrator on the database at `path` (exit 74); a newer
    /// schema names both versions.
    public init(_ error: MigrationError, path: String) {
        if case .database(let cause) = error, cause.isNotADatabase {
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
            let base = CLIError(cause, path: path)
            self.init(message: Self.sentence(context) + ": " + base.message, exitCode: .ioFailure)
        case .corruptStore, .cancelled:
            self.init(message: "'\(path)': \(error).", exitCode: .ioFailure)
        case .invalidModel, .unknownModel, .unknownWidth, .unknownRun, .unknownTemplate, .kindChanged,
             .duplicateWidth, .invalidArgument, .nothingToUndo:
            self.init(message: Self.sentence(error.description) + ".", exitCode: .badData)
        }
    }

    /// `text` with its first letter capitalised, as messages start.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
