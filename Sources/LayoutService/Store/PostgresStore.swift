import LayoutPostgres
import LayoutStorage

/// A store in a PostgreSQL database, and the one way to open it: the database must exist (a
/// server's databases are made by its administrator), must hold a LayoutStore schema unless the
/// caller creates one, must not be another program's, and is migrated to this binary's schema
/// (the migrations of `migrations/postgresql/`) before anything reads it.
public struct PostgresStore: Sendable {
    /// The database's URL; printed masked only.
    public let url: PostgresURL

    public init(url: PostgresURL) {
        self.url = url
    }

    /// Opens and migrates the store; an empty database gets the schema only when `creating`.
    public func open(creating: Bool) throws(ServiceError) -> (ledger: PostgresLedger, appliedMigrations: [Migration]) {
        let connection = try connect()
        try refuseForeignDatabase(connection, creating: creating)
        do {
            let applied = try PostgresMigrator().migrate(connection)
            return (PostgresLedger(connection: connection), applied)
        } catch {
            throw .migration(error.failure, context: "migrating \(url)")
        }
    }

    /// Where the existing store stands, read in a read-only transaction; nothing is migrated.
    public func status() throws(ServiceError) -> StoreStatus {
        let connection = try connect()
        try refuseForeignDatabase(connection, creating: false)
        do {
            return try connection.readOnly { connection in
                let migrations = try PostgresMigrator().status(of: connection)
                return StoreStatus(
                    libraryVersion: try connection.fetchValue(String.self, sql: "SHOW server_version") ?? "unknown",
                    schemaVersion: migrations.currentVersion, latestSchemaVersion: migrations.latestKnownVersion,
                    pendingMigrations: migrations.pending.map(\.label), rowCounts: try Self.rowCounts(connection)
                )
            }
        } catch let error as PostgresMigrationError {
            throw .migration(error.failure, context: "reading the schema version of \(url)")
        } catch {
            throw Self.storeError(error)
        }
    }

    /// Runs one statement in a READ ONLY transaction with `statement_timeout` set to
    /// `timeLimit` seconds, and returns its rows as PostgreSQL's text output reads them: a write
    /// is refused (``StoreError/Kind/readOnly``), a statement running longer is cancelled
    /// (``StoreError/Kind/interrupted``), more than one statement is not valid.
    public func query(_ sql: String, timeLimit: Double? = nil) throws(ServiceError) -> QueryTable {
        let connection = try connect()
        let timeout = timeLimit.map { Duration.milliseconds(Int64(($0 * 1000).rounded(.up))) }
        do {
            return try connection.readOnly(statementTimeout: timeout) { connection in
                let table = try connection.fetchTable(sql: sql, format: .text)
                return QueryTable(columns: table.columns, rows: table.rows.map { $0.values.map(QueryTable.Value.init) })
            }
        } catch {
            throw Self.storeError(error)
        }
    }

    private func connect() throws(ServiceError) -> PostgresConnection {
        do {
            return try PostgresConnection(url: url)
        } catch {
            throw .store(error.storeError)
        }
    }

    /// Refuses a database that holds tables but no migration record (another program's, which
    /// migrating would litter with ours), and, unless `creating`, one with no schema at all.
    private func refuseForeignDatabase(_ connection: PostgresConnection, creating: Bool) throws(ServiceError) {
        let state: (migrated: Bool, tables: Int)
        do {
            let migrated = try connection.fetchValue(Bool.self, sql: "SELECT to_regclass('schema_migrations') IS NOT NULL") ?? false
            let tables = try connection.fetchValue(
                Int.self, sql: "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
            ) ?? 0
            state = (migrated, tables)
        } catch {
            throw .store(error.storeError)
        }
        if !state.migrated && state.tables > 0 { throw .foreignFile(path: url.masked) }
        if !state.migrated && !creating { throw .noStore(path: url.masked) }
    }

    /// A failure inside a transaction of this store as the service names it.
    private static func storeError(_ error: any Error) -> ServiceError {
        if let failure = error as? any LedgerFailure { return .store(failure.storeError) }
        return .store(StoreError(kind: .other, description: "\(error)", message: "\(error)"))
    }

    /// Every table of the current schema with its row count, by name.
    private static func rowCounts(_ connection: PostgresConnection) throws(PostgresError) -> [(table: String, rows: Int)] {
        let names = try connection.fetchAll(
            sql: #"SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename COLLATE "C""#
        )
        var counts: [(table: String, rows: Int)] = []
        for row in names {
            let name: String = try row.value(named: "name")
            // A table name cannot be an argument; it comes from pg_tables and is quoted as an identifier.
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            counts.append((name, try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM \(quoted)") ?? 0))
        }
        return counts
    }
}

extension PostgresMigrationError {
    /// The refusal or failure in the service's words.
    var failure: MigrationFailure {
        switch self {
        case .refused(let refusal): refusal.failure
        case let .migrationFailed(_, _, cause): .failed(description, cause: cause.storeError)
        case let .database(cause): .records(cause.storeError)
        }
    }
}
