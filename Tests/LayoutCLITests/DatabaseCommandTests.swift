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
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              --no-color              Never colour the output (also when NO_COLOR is set).

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

    @Test func schemaDescribesEveryTableAndViewWithItsColumnsWithoutADatabase() throws {
        let run = CommandRun(["db", "schema", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "name,type,description,columns")
        #expect(lines.contains(
            "current_engine,table,The engine commands compute with unless --engine-option chooses another: one row.,"
                + "id*: always 1: a store has one current engine; engine_id: engines.id of the current engine; "
                + "chosen_at: when it became current (ISO-8601 UTC)"
        ))
        #expect(lines.contains { $0.hasPrefix("results,table,\"What laying out one tree under one proposal with one engine produced.") })
        #expect(lines.contains { $0.hasPrefix("latest_layouts,view,\"The stored layouts of every model's current revision by the current engine") })
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
