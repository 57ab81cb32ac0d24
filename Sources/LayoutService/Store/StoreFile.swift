import Foundation
import LayoutStorage

/// A store in an SQLite file, and the one way to open it: the file must exist unless the
/// caller creates it, must be a LayoutStore database (or empty), and is migrated to this
/// binary's schema before anything reads it. Commands reach it through ``StoreLocation``,
/// which also opens PostgreSQL stores (``PostgresStore``); the benchmark and the tests that
/// reach below the ledger open files here.
public struct StoreFile: Sendable {
    /// The path of the file, or `:memory:`.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// An opened, migrated store and the migrations this open applied.
    public struct Opened {
        /// The ledger on the file, owning its connection.
        public let ledger: SQLiteLedger
        /// The labels (`0001_initial`) and versions of the migrations applied by this open.
        public let appliedMigrations: [(label: String, version: Int)]
    }

    /// Opens and migrates the store; a missing file is created only when `creating`.
    public func open(creating: Bool) throws(ServiceError) -> Opened {
        if !creating { try requireFile() }
        let database = try connect(access: .readWrite)
        try refuseForeignDatabase(database)
        do {
            let applied = try Migrator().migrate(database)
            return Opened(ledger: SQLiteLedger(database: database), appliedMigrations: applied.map { ($0.label, $0.version) })
        } catch {
            throw .migration(error.failure, context: "migrating \(path)")
        }
    }

    /// Where the existing store stands, read through a read-only connection; nothing is migrated.
    public func status() throws(ServiceError) -> StoreStatus {
        try requireFile()
        let database = try connect(access: .readOnly)
        try refuseForeignDatabase(database)
        let migrations = try migrationStatus(of: database)
        return StoreStatus(
            libraryVersion: Database.sqliteVersion, schemaVersion: migrations.currentVersion,
            latestSchemaVersion: migrations.latestKnownVersion, pendingMigrations: migrations.pending.map(\.label),
            rowCounts: try Self.storeCall { () throws(DatabaseError) in try Self.rowCounts(database) }
        )
    }

    /// Runs one statement that only reads on a hardened query-only connection and returns its
    /// rows; anything that would write, attach or load is refused (``StoreError/Kind/notAuthorized``
    /// or ``StoreError/Kind/readOnly``). `functions` (table-valued functions such as
    /// `layout_nodes`) are registered on the connection first; a statement still running after
    /// `timeLimit` seconds is stopped (``StoreError/Kind/interrupted``).
    public func query(_ sql: String, timeLimit: Double? = nil, functions: [TableFunction] = []) throws(ServiceError) -> QueryTable {
        try requireFile()
        let database = try connect(access: .queryOnly)
        return try Self.storeCall { () throws(DatabaseError) in
            for function in functions { try database.register(function) }
            if let timeLimit { database.limitRunningTime(toSeconds: timeLimit) }
            let statement = try database.prepare(sql: sql)
            var table = QueryTable(columns: statement.columnNames, rows: [])
            while try statement.step() {
                table.rows.append(statement.values().map(QueryTable.Value.init))
            }
            return table
        }
    }

    /// The schema as the migrations this binary embeds leave it, documented for people.
    public static var schemaDocumentation: String {
        SchemaDocumentation.text(of: Migrator().migrations)
    }

    /// The tables and views the migrations this binary embeds leave, with their comments.
    public static var schemaEntries: [SchemaDocumentation.Entry] {
        SchemaDocumentation.entries(of: Migrator().migrations)
    }

    private func connect(access: Database.Access) throws(ServiceError) -> Database {
        do {
            return try Database(path: path, access: access)
        } catch {
            throw .store(error.storeError)
        }
    }

    /// Whether the file exists (an in-memory store always does).
    public var exists: Bool {
        path == ":memory:" || FileManager.default.fileExists(atPath: path)
    }

    /// Fails when there is no database file at `path`.
    private func requireFile() throws(ServiceError) {
        guard !exists else { return }
        throw .noStore(path: path)
    }

    private func migrationStatus(of database: Database) throws(ServiceError) -> MigrationStatus {
        do {
            return try Migrator().status(of: database)
        } catch {
            throw .migration(error.failure, context: "reading the schema version of \(path)")
        }
    }

    /// Refuses an SQLite file that holds tables but no migration record: another program's
    /// database, which migrating would litter with ours.
    private func refuseForeignDatabase(_ database: Database) throws(ServiceError) {
        guard try migrationStatus(of: database).currentVersion == 0 else { return }
        let tableCount = try Self.storeCall { () throws(DatabaseError) in
            try database.fetchValue(Int.self, sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table'")
        }
        if let tableCount, tableCount > 0 { throw .foreignFile(path: path) }
    }

    /// Runs `body`, a failure of the file itself becoming ``ServiceError/store(_:)``.
    private static func storeCall<Result>(_ body: () throws(DatabaseError) -> Result) throws(ServiceError) -> Result {
        do {
            return try body()
        } catch {
            throw .store(error.storeError)
        }
    }

    /// Every table of the schema (SQLite's own excepted) with its row count, by name.
    private static func rowCounts(_ database: Database) throws(DatabaseError) -> [(table: String, rows: Int)] {
        let names = try database.fetchAll(
            sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
        var counts: [(table: String, rows: Int)] = []
        for row in names {
            let name = try row.decode(String.self, at: 0)
            // A table name cannot be bound; it comes from sqlite_schema and is quoted as an identifier.
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            counts.append((name, try database.fetchValue(Int.self, sql: "SELECT count(*) FROM \(quoted)") ?? 0))
        }
        return counts
    }
}

extension QueryTable.Value {
    init(_ value: DatabaseValue) {
        switch value {
        case .null: self = .null
        case .integer(let integer): self = .integer(integer)
        case .real(let real): self = .real(real)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob([UInt8](bytes))
        }
    }
}

extension MigrationError {
    /// The refusal or failure in the service's words.
    var failure: MigrationFailure {
        switch self {
        case let .databaseIsNewer(databaseVersion, knownVersion): .databaseIsNewer(databaseVersion: databaseVersion, knownVersion: knownVersion)
        case .checksumMismatch, .unknownMigration: .refused(description)
        case let .migrationFailed(_, _, cause): .failed(description, cause: cause.storeError)
        case let .database(cause): .records(cause.storeError)
        }
    }
}
