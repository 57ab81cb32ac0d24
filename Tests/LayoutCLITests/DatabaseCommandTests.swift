import LayoutTestSupport
import Foundation
import LayoutStorage
import Testing
@testable import LayoutCLI

@Suite struct DatabaseCommandTests {
    @Test func printsDbStatusHelpVerbatim() {
        let run = CommandRun(["db", "status", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Show the database's path, SQLite version, schema version, pending
            migrations and row counts.

            Opens the database read-only and changes nothing; pending migrations are applied
            by 'layoutstore init' (or any command that writes).

            USAGE: layoutstore db status [options]

            OPTIONS:
              --db <path>             The database file. (default: $LAYOUTSTORE_DB, else
                                      ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -h, --help              Show help information.

            EXAMPLES:
              layoutstore db status
              layoutstore db status --db cards.sqlite --format json

            """)
    }

    @Test func reportsVersionsPendingMigrationsAndRowCountsAsCSV() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["db", "status", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\r\n").map(String.init)
        let migrations = Migrator().migrations
        let latest = try #require(migrations.last?.version)
        #expect(lines.prefix(6) == [
            "property,value", "path,\(store.path)", "sqlite version,\(Database.sqliteVersion)", "schema version,\(latest)",
            "latest schema version,\(latest)", "pending migrations,none",
        ])
        #expect(lines.contains("rows in models,24"))
        #expect(lines.contains("rows in widths,8"))
        #expect(lines.contains("rows in schema_migrations,\(migrations.count)"))
    }

    @Test func aMissingDatabaseIsUnreadableInputAndIsNotCreated() throws {
        let store = try TemporaryStore()
        let run = store.run(["db", "status"])
        #expect(run.status == 66)
        #expect(run.output == "")
        #expect(run.error == "Error: No database at '\(store.path)'; create one with 'layoutstore init --db \(store.path)'.\n")
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }
}
