import Foundation
import LayoutTestSupport
import Testing

/// The commands on a PostgreSQL store (`--db postgresql://…`, `LAYOUTSTORE_DB`): the same
/// output as on SQLite, and the server's failures as clear messages that exit 74 and never
/// print the password. Skipped (with the reason) without PostgreSQL, and required in CI.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .temporaryCluster
)
struct PostgresCommandTests {
    /// One session of a team member: seed, edit a model, look at layouts, approve, recompute
    /// under a larger text, replay, undo, replay again, list history, results and runs.
    private func session(on store: BackendStore) -> [(command: String, run: CommandRun)] {
        var runs: [(String, CommandRun)] = []
        func run(_ arguments: [String], standardInput: String = "") {
            runs.append((arguments.joined(separator: " "), store.run(arguments, standardInput: standardInput)))
        }
        run(["seed"])
        let chips = store.run(["model", "show", "Chips article"]).output
        run(["model", "put", "-", "-m", "a longer first chip"], standardInput: chips.replacingOccurrences(of: "첫번째", with: "첫번째 칩"))
        run(["layout", "Kyoto", "--width", "iPhone SE", "--template", "wide", "--format", "csv"])
        run(["layout", "Chips article", "--width", "book-narrow", "--format", "csv"])
        run(["approve", "-m", "baseline"])
        // The recompute makes the larger text's engine current: replay then checks it.
        run(["recompute", "--engine-option", "textScale=1.25", "--quiet", "--format", "csv"])
        run(["replay", "--format", "csv"])
        run(["approve", "--undo"])
        run(["replay", "--format", "csv"])
        run(["model", "history", "Chips article", "--format", "csv"])
        run(["query", "--truncated", "--format", "csv"])
        run(["query", "--truncated", "--limit", "1000", "--format", "csv"])
        run(["query", "--kind", "chipSet", "--format", "json"])
        run(["query", "--rows", ">=2", "--limit", "5", "--offset", "3", "--format", "json"])
        run(["history", "Chips article", "--width", "book-narrow", "--format", "json"])
        run(["history", "Chips article", "--width", "book-narrow", "--offset", "1", "--format", "csv"])
        run(["query", "--width", "nosuch"])
        run(["runs", "--format", "csv"])
        return runs
    }

    /// What may differ between two runs of one session: times and durations.
    private func comparable(_ text: String) -> String {
        let timestamps = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/
        // The recompute table's last two columns: seconds and scenarios per second.
        let durations = /,\d+(\.\d+)?,\d+(\.\d+)?$/.anchorsMatchLineEndings()
        return text.replacing(timestamps, with: "TIME").replacing(durations, with: ",S,R")
    }

    @Test func aSessionPrintsTheSameOnPostgreSQLAsOnSQLite() throws {
        let sqlite = session(on: try BackendStore(.sqlite))
        let postgres = session(on: try BackendStore(.postgresql))
        #expect(sqlite.count == 18)
        for (expected, actual) in zip(sqlite, postgres) {
            #expect(actual.run.status == expected.run.status, "\(actual.command)")
            #expect(comparable(actual.run.output) == comparable(expected.run.output), "\(actual.command)")
            #expect(actual.run.error == expected.run.error, "\(actual.command)")
        }
        // The session did something: the edit revised the model, replay found the larger text's changes.
        #expect(sqlite[1].run.output.contains("revision 2"))
        #expect(sqlite[6].run.status == 1)
        #expect(sqlite[8].run.status == 0)
        #expect(sqlite[12].run.output.contains("\"groups\": ["))
        #expect(sqlite[15].run.output.split(separator: "\r\n").count == 3, "history of revisions 1 and 2 under two engines, from the second")
        #expect(sqlite[15].run.status == 0)
        #expect(sqlite[16].run.status == 64)
    }

    @Test func theEnvironmentSelectsPostgreSQLAndMessagesMaskThePassword() throws {
        let cluster = try #require(TemporaryCluster.current)
        let url = try cluster.createDatabaseURLText()
        let run = CommandRun(["init"], environment: ["LAYOUTSTORE_DB": url, "USER": "tester"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Created postgresql://layoutstore:****@/"))
        #expect(!run.output.contains(cluster.password))
        let again = CommandRun(["init"], environment: ["LAYOUTSTORE_DB": url])
        #expect(again.output.hasSuffix("is up to date; nothing to do.\n"))
    }

    @Test func aWrongPasswordExits74NamingTheMaskedURL() throws {
        let cluster = try #require(TemporaryCluster.current)
        let url = cluster.urlText(password: "not-the-password")
        let run = CommandRun(["--db", url, "query"])
        #expect(run.status == 74)
        #expect(run.error.hasPrefix("Error: Authentication failed for postgresql://layoutstore:****@/postgres?host="))
        #expect(!run.error.contains("not-the-password"))
        #expect(!run.error.contains(cluster.password))
    }

    @Test func anUnreachableServerExits74() throws {
        let run = CommandRun(["--db", "postgresql://someone:hunter2@/store?host=/nonexistent-socket-directory", "model", "list"])
        #expect(run.status == 74)
        #expect(run.error.hasPrefix("Error: Cannot connect to postgresql://someone:****@/store?host=/nonexistent-socket-directory: "))
        #expect(!run.error.contains("hunter2"))
    }

    @Test func aDatabaseWithoutTheSchemaIsNoStoreUntilInitialised() throws {
        let store = try BackendStore(.postgresql)
        let run = store.run(["model", "list"])
        #expect(run.status == 66)
        #expect(run.error.hasPrefix("Error: No database at 'postgresql://layoutstore:****@/"))
    }

    @Test func sqlRunsReadOnlyWithTheTimeLimitAsStatementTimeout() throws {
        let store = try BackendStore(.postgresql)
        #expect(store.run(["seed"]).status == 0)
        let count = store.run(["sql", "SELECT count(*) AS results FROM results", "--format", "csv"])
        // CSV lines end in CRLF (RFC 4180).
        #expect(count.output == "results\r\n256\r\n")
        let write = store.run(["sql", "DELETE FROM results"])
        #expect(write.status == 65)
        #expect(write.error.hasPrefix("Error: The statement was refused: 'sql' only reads"))
        #expect(write.error.contains("PostgreSQL said: cannot execute DELETE in a read-only transaction"))
        let slow = store.run(["sql", "--time-limit", "0.2", "SELECT pg_sleep(5)"])
        #expect(slow.status == 65)
        #expect(slow.error.hasPrefix("Error: The query was stopped after running for its time limit of 0.2 s"))
        #expect(store.run(["sql", "SELECT count(*) AS results FROM results", "--format", "csv"]).output == count.output)
    }
}
