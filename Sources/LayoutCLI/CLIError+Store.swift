import LayoutService

extension CLIError {
    /// A failure of the store at `path` (exit 74): busy, full, read-only, damaged and
    /// not-a-database each in words that say what to do.
    public init(_ error: StoreError, path: String) {
        self.init(message: Self.sentence(Self.clause(error, path: path)) + ".", exitCode: .ioFailure)
    }

    /// What went wrong with the store at `path`, as a clause (lowercase, no full stop) that
    /// reads alone as a sentence once capitalised, or after a context and a colon.
    private static func clause(_ error: StoreError, path: String) -> String {
        switch error.kind {
        case .notADatabase: "file '\(path)' is not a LayoutStore database"
        case .busy: "the database '\(path)' is busy: another process holds its lock (\(error))"
        case .full: "the disk holding '\(path)' is full (\(error))"
        case .readOnly: "the database '\(path)' is read-only (\(error))"
        case .corrupt: "the database '\(path)' is damaged (truncated or overwritten); it was left as it is (\(error))"
        // The description names the server's URL (password masked) and what failed.
        case .unavailable: "\(error)"
        default: "'\(path)': \(error)"
        }
    }

    /// A refusal or failure to migrate the store at `path` (exit 74); a newer schema names
    /// both versions.
    public init(_ error: MigrationFailure, path: String) {
        if case .records(let cause) = error, cause.kind == .notADatabase || cause.kind == .corrupt {
            self.init(cause, path: path)
        } else {
            self.init(message: "'\(path)': \(error).", exitCode: .ioFailure)
        }
    }

    /// A service failure on the store at `path`: a missing store or an empty file exits 66, database failures
    /// exit 74, names that the store does not hold and invalid models or arguments exit 65.
    public init(_ error: ServiceError, path: String) {
        switch error {
        case .database(let cause, let context):
            self.init(message: Self.sentence(context) + ": " + Self.clause(cause, path: path) + ".", exitCode: .ioFailure)
        case .store(let cause):
            self.init(cause, path: path)
        case .migration(let cause, _):
            self.init(cause, path: path)
        case .noStore(let path):
            self.init(message: "No database at '\(path)'; create one with 'layoutstore init --db \(path)'.", exitCode: .unreadableInput)
        case .foreignFile(let path):
            self.init(message: "File '\(path)' is not a LayoutStore database.", exitCode: .ioFailure)
        case .emptyFile(let path):
            self.init(
                message: "File '\(path)' is empty, not a LayoutStore database; make it one with 'layoutstore init --db \(path)'.",
                exitCode: .unreadableInput
            )
        case .runInProgress:
            self.init(message: Self.sentence(error.description) + ".", exitCode: .ioFailure)
        case .corruptStore, .cancelled:
            self.init(message: "'\(path)': \(error).", exitCode: .ioFailure)
        case .invalidModel, .unknownModel, .unknownWidth, .unknownRun, .unknownEngine, .notLaidOut, .unknownTemplate, .kindChanged,
             .duplicateWidth, .widthHasBaselines, .unknownSizeCategory, .duplicateSizeCategory, .invalidArgument, .nothingToUndo:
            self.init(message: Self.sentence(error.description) + ".", exitCode: .badData)
        }
    }

    /// `text` with its first letter capitalised, as messages start.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
