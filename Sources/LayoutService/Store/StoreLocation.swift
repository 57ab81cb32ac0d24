import LayoutPostgres
import LayoutStorage

/// Where a store lives — an SQLite file or a PostgreSQL database — and the one way every
/// command opens it: `--db` (or `LAYOUTSTORE_DB`) names a file path or a `postgresql://` /
/// `postgres://` URL. Both backends keep the same store behind the ``ResultLedger`` protocol.
public enum StoreLocation: Sendable, CustomStringConvertible {
    /// An SQLite file.
    case file(StoreFile)
    /// A PostgreSQL database.
    case postgres(PostgresStore)

    /// The location `text` names: a PostgreSQL URL (`postgresql://…`, `postgres://…`), else a file path.
    public init(_ text: String) {
        // PostgresURL accepts exactly the texts with a PostgreSQL scheme.
        if let url = try? PostgresURL(text) {
            self = .postgres(PostgresStore(url: url))
        } else {
            self = .file(StoreFile(path: text))
        }
    }

    /// The file's path, or the URL with its password masked: the only form ever printed.
    public var description: String {
        switch self {
        case .file(let file): file.path
        case .postgres(let store): store.url.masked
        }
    }

    /// The backend's name, for messages: `SQLite` or `PostgreSQL`.
    public var backendName: String {
        switch self {
        case .file: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }

    /// An opened, migrated store and the migrations this open applied.
    public struct Opened {
        /// The ledger on the store, owning its connection.
        public let ledger: any ResultLedger
        /// The labels (`0001_initial`) and versions of the migrations applied by this open.
        public let appliedMigrations: [(label: String, version: Int)]
    }

    /// Opens and migrates the store; a missing file (an empty database) is created only when `creating`.
    public func open(creating: Bool) throws(ServiceError) -> Opened {
        switch self {
        case .file(let file):
            let opened = try file.open(creating: creating)
            return Opened(ledger: opened.ledger, appliedMigrations: opened.appliedMigrations)
        case .postgres(let store):
            let opened = try store.open(creating: creating)
            return Opened(ledger: opened.ledger, appliedMigrations: opened.appliedMigrations.map { ($0.label, $0.version) })
        }
    }

    /// Whether the store exists already (a file, or a database holding the schema).
    public var exists: Bool {
        switch self {
        case .file(let file): return file.exists
        case .postgres(let store): return (try? store.status()).map { $0.schemaVersion > 0 } ?? false
        }
    }

    /// Where the existing store stands, read without changing anything.
    public func status() throws(ServiceError) -> StoreStatus {
        switch self {
        case .file(let file): try file.status()
        case .postgres(let store): try store.status()
        }
    }

    /// Runs one statement that only reads and returns its rows, stopped after `timeLimit`
    /// seconds. On SQLite `functions` (such as `layout_nodes`) are registered first; PostgreSQL
    /// runs it in a READ ONLY transaction with that `statement_timeout`.
    public func query(_ sql: String, timeLimit: Double? = nil, functions: [TableFunction] = []) throws(ServiceError) -> QueryTable {
        switch self {
        case .file(let file): try file.query(sql, timeLimit: timeLimit, functions: functions)
        case .postgres(let store): try store.query(sql, timeLimit: timeLimit)
        }
    }
}
