import LayoutTestSupport
import Foundation
import LayoutStorage
import Testing
@testable import LayoutCLI

@Suite struct InitCommandTests {
    @Test func printsInitHelpVerbatim() {
        let run = CommandRun(["init", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Create the database and bring its schema up to date.

            Creates the database file when it is missing (or makes an empty file — zero
            bytes, or an SQLite database without tables — a store) and applies every
            migration it lacks; on an up-to-date database it changes nothing and says so.
            init is the only command that makes an existing file a store; import, seed,
            generate and demo create a store only where no file exists, and every other
            command needs an existing store. Another program's database is never touched.

            USAGE: layoutstore init [options]

            OPTIONS:
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore init
              layoutstore init --db /tmp/cards.sqlite

            """)
    }

    @Test func createsAndMigratesThenSaysNothingToDo() throws {
        let store = try TemporaryStore()
        let first = store.run(["init"])
        #expect(first.status == 0)
        #expect(first.error == "")
        let migrations = Migrator().migrations
        let latest = try #require(migrations.last?.version)
        let labels = migrations.map(\.label).joined(separator: ", ")
        #expect(first.output == "Created \(store.path) (schema version \(latest): applied \(labels)).\n")
        let second = store.run(["init"])
        #expect(second.status == 0)
        #expect(second.output == "\(store.path) is up to date; nothing to do.\n")
    }

    @Test func aFileThatIsNotADatabaseIsAnIOFailure() throws {
        let store = try TemporaryStore()
        let path = try store.file("notes.sqlite", "these are my notes, not a database")
        let run = CommandRun(["init", "--db", path])
        #expect(run.status == 74)
        #expect(run.output == "")
        #expect(run.error == "Error: File '\(path)' is not a LayoutStore database.\n")
    }

    @Test func anotherProgramsSQLiteDatabaseIsRefusedUntouched() throws {
        let store = try TemporaryStore()
        let database = try LayoutStorageFixture.database(at: store.path, sql: "CREATE TABLE notes (text TEXT)")
        database.close()
        let run = store.run(["init"])
        #expect(run.status == 74)
        #expect(run.error == "Error: File '\(store.path)' is not a LayoutStore database.\n")
    }

    @Test func aDatabaseWithANewerSchemaNamesBothVersions() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        let database = try LayoutStorageFixture.database(
            at: store.path,
            sql: "INSERT INTO schema_migrations VALUES (99, 'future', 'x', '2030-01-01T00:00:00Z')"
        )
        database.close()
        let run = store.run(["init"])
        #expect(run.status == 74)
        #expect(run.error == """
            Error: '\(store.path)': database schema version 99 is newer than this layoutstore (knows up to \(Migrator().migrations.last?.version ?? 0)); upgrade layoutstore.

            """)
    }

    @Test func anUncreatableFileIsAnIOFailure() {
        let run = CommandRun(["init", "--db", "/nonexistent/dir/store.sqlite"])
        #expect(run.status == 74)
        #expect(run.error.hasPrefix("Error: '/nonexistent/dir/store.sqlite': SQLite error 14: unable to open database file"))
    }
}
