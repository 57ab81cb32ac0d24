import Testing

/// A backend a store can live on, as the conformance tests run every behaviour on each.
public enum StoreBackend: String, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgresql

    /// The backends the tests run on: SQLite always; PostgreSQL when its server programs are
    /// installed, and always in CI (where a missing server then fails the tests).
    public static var available: [StoreBackend] {
        PostgresInstallation.testsRun ? [.sqlite, .postgresql] : [.sqlite]
    }

    public var testDescription: String { rawValue }
}
