import Foundation
import LayoutPostgres
import LayoutTestSupport
import LayoutStorage
import Testing

extension PostgresSuite {
    @Suite struct PostgresMigratorTests {
        /// The migrations PostgreSQL applies: SQLite's (migrations/*.sql), then the queue's.
        /// The migrations PostgreSQL alone has: the queue of distributed runs, its page plans, and
        /// the SQL functions SQLite's stores get from compiled code (layout_nodes, run_change_nodes).
        static let queueLabels = ["1001_run_pages", "1002_run_page_plans", "1003_sql_functions"]
        static let expectedLabels = Migrator().migrations.map(\.label) + queueLabels

        /// The columns of every table and view, as `table.column` with ` NOT NULL` when they
        /// refuse NULL, sorted.
        private func postgresColumns(_ connection: PostgresConnection) throws -> [String] {
            try connection.fetchAll(
                sql: """
                    SELECT table_name || '.' || column_name || CASE is_nullable WHEN 'NO' THEN ' NOT NULL' ELSE '' END AS name
                    FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1
                    """
            ).map { try $0.decode(String.self, named: "name") }
        }

        /// The same from an SQLite store migrated by SQLite's embedded migrations.
        private func sqliteColumns() throws -> [String] {
            let database = try Database(path: ":memory:")
            try Migrator().migrate(database)
            let tables = try database.fetchAll(sql: "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')")
            var columns: [String] = []
            for table in try tables.map({ try $0.decode(String.self, named: "name") }) {
                // A primary key column refuses NULL in PostgreSQL, and in SQLite in effect.
                let rows = try database.fetchAll(
                    sql: "SELECT name || CASE WHEN \"notnull\" OR pk > 0 THEN ' NOT NULL' ELSE '' END AS name FROM pragma_table_info(?)",
                    arguments: [.text(table)]
                )
                columns += try rows.map { "\(table)." + (try $0.decode(String.self, named: "name")) }
            }
            return columns.sorted()
        }

        @Test func migratesAFreshDatabaseToTheSameTablesAndColumnsAsSQLite() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let applied = try PostgresMigrator().migrate(connection)
            #expect(applied.map(\.label) == Self.expectedLabels)
            let postgres = try postgresColumns(connection).filter { !$0.hasPrefix("run_pages.") }
            let sqlite = try sqliteColumns()
            #expect(sqlite.count > 80, "SQLite's schema loaded")
            #expect(postgres == sqlite)
            #expect(try PostgresMigrator().migrate(connection).isEmpty)
            #expect(try PostgresMigrator().status(of: connection).isUpToDate)
        }

        @Test func everySQLiteMigrationHasItsPostgreSQLTwinAndOnlyTheQueueIsExtra() {
            let postgres = PostgresMigrator().migrations
            let shared = postgres.filter { $0.version < 1001 }.map(\.label)
            let sqlite = Migrator().migrations.map(\.label)
            #expect(shared == sqlite, "migrations/postgresql/ must hold PostgreSQL's dialect of each of migrations/*.sql, same number and name")
            #expect(postgres.filter { $0.version >= 1001 }.map(\.label) == Self.queueLabels)
            #expect(postgres.allSatisfy { $0.checksum.count == 64 })
        }

        @Test func refusesANewerDatabaseWithNothingChanged() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try PostgresMigrator().migrate(connection)
            try connection.execute(
                sql: "INSERT INTO schema_migrations VALUES (9999, 'future', $1, '2030-01-01T00:00:00.000Z')",
                arguments: [.text(String(repeating: "0", count: 64))]
            )
            let error = #expect(throws: PostgresMigrationError.self) { try PostgresMigrator().migrate(connection) }
            #expect(error == .refused(.databaseIsNewer(databaseVersion: 9999, knownVersion: 1003)))
            #expect(error?.description == "database schema version 9999 is newer than this layoutstore (knows up to 1003); upgrade layoutstore")
            #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM schema_migrations") == Self.expectedLabels.count + 1)
        }

        @Test func refusesAnEditedMigrationBeforeApplyingAnything() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let all = PostgresMigrator().migrations
            try PostgresMigrator(migrations: [all[0]]).migrate(connection)
            try connection.execute(sql: "UPDATE schema_migrations SET checksum = $1", arguments: [.text(String(repeating: "f", count: 64))])
            let error = #expect(throws: PostgresMigrationError.self) { try PostgresMigrator().migrate(connection) }
            guard case .refused(.checksumMismatch(let applied, let embedded)) = error else {
                Issue.record("expected a checksum refusal, got \(String(describing: error))")
                return
            }
            #expect(applied.version == 1 && embedded.label == "0001_initial")
            #expect(try connection.fetchValue(Bool.self, sql: "SELECT to_regclass('cache_statistics') IS NULL") == true)
        }

        @Test func aFailingMigrationIsRolledBackWhole() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let broken = Migration(version: 1, name: "broken", sql: "CREATE TABLE half (x int);\nSELECT 1 / 0;")
            let error = #expect(throws: PostgresMigrationError.self) { try PostgresMigrator(migrations: [broken]).migrate(connection) }
            guard case .migrationFailed(1, "broken", let cause) = error else {
                Issue.record("expected a failed migration, got \(String(describing: error))")
                return
            }
            #expect(cause.kind == .server(SQLState(rawValue: "22012")))
            #expect(error?.description.hasPrefix("migration 0001_broken failed and was rolled back: PostgreSQL error 22012: division by zero") == true)
            #expect(try connection.fetchValue(Bool.self, sql: "SELECT to_regclass('half') IS NULL") == true)
            #expect(try connection.fetchValue(Bool.self, sql: "SELECT to_regclass('schema_migrations') IS NULL") == true)
        }

        @Test func concurrentMigratorsApplyEachMigrationOnce() async throws {
            let url = try TemporaryCluster.freshDatabase()
            let results = try await withThrowingTaskGroup(of: [String].self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        try PostgresMigrator().migrate(PostgresConnection(url: url)).map(\.label)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.flatMap { $0 }.sorted() == Self.expectedLabels)
            let connection = try PostgresConnection(url: url)
            #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM schema_migrations") == Self.expectedLabels.count)
        }

        @Test func theSchemaKeepsSQLitesRules() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try PostgresMigrator().migrate(connection)
            try connection.executeScript("""
                INSERT INTO models (id, name, kind, created_at) VALUES (1, 'card', 'tripCard', '2026-01-01T00:00:00Z');
                INSERT INTO revisions (model_id, number, content_hash, content, created_at)
                VALUES (1, 1, repeat('a', 64), '{}', '2026-01-01T00:00:00Z');
                """)
            let update = #expect(throws: PostgresError.self) { try connection.execute(sql: "UPDATE revisions SET message = 'edited'") }
            #expect(update?.kind == .server(.integrityConstraintViolation))
            #expect(update?.message == "revisions are append-only")
            let nan = #expect(throws: PostgresError.self) {
                try connection.execute(sql: "INSERT INTO proposals (width) VALUES ($1)", arguments: [.real(.nan)])
            }
            #expect(nan?.kind == .server(.checkViolation))
            try connection.execute(sql: "INSERT INTO proposals (width) VALUES ($1)", arguments: [.real(.infinity)])
            let json = #expect(throws: PostgresError.self) {
                try connection.execute(
                    sql: "INSERT INTO engines (version, fingerprint, options, created_at) VALUES ('1', 'f', $1, 'now')",
                    arguments: ["{not json"]
                )
            }
            #expect(json?.kind == .server(.invalidTextRepresentation))
        }
    }
}
