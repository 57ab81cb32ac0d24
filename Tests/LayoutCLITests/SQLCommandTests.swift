import Foundation
import Testing
@testable import LayoutCLI

@Suite struct SQLCommandTests {
    @Test func helpDocumentsTheSchemaFromTheMigrations() {
        let run = CommandRun(["sql", "--help"])
        #expect(run.status == 0)
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, SQLCommand.spec]))
        #expect(run.output.contains("models(id*, name, kind, created_at, archived_at): A model users edit"))
        #expect(run.output.contains("  layoutstore sql \"SELECT name, kind FROM models ORDER BY name\" --format table\n"))
    }

    @Test func printsRowsInEveryFormat() throws {
        let store = try TestStoreFile()
        let query = "SELECT name, width FROM widths WHERE width < 300 ORDER BY width"
        #expect(store.run(["sql", query, "--format", "csv"]).output == "name,width\r\nbook-narrow,125\r\nbook-wide,250\r\n")
        #expect(store.run(["sql", query, "--format", "table"]).output == """
            name         width
            ───────────  ─────
            book-narrow    125
            book-wide      250

            """)
        let json = store.run(["sql", query])
        #expect(json.status == 0)
        #expect(json.error == "")
        #expect(json.output == """
            [
              {
                "name": "book-narrow",
                "width": 125
              },
              {
                "name": "book-wide",
                "width": 250
              }
            ]

            """)
    }

    @Test func printsBlobsAsHexAndNullsAsEmpty() throws {
        let store = try TestStoreFile()
        let run = store.run(["sql", "SELECT x'00ff10' AS bytes, NULL AS empty, 1.5 AS half", "--format", "csv"])
        #expect(run.error == "")
        #expect(run.output == "bytes,empty,half\r\nx'00ff10',,1.5\r\n")
    }

    @Test(arguments: [
        "DELETE FROM models", "UPDATE widths SET width = 1", "INSERT INTO widths (name, width, proposal_id) VALUES ('x', 1, 1)",
        "DROP TABLE results", "CREATE TABLE t (x)", "CREATE TEMP TABLE t (x)", "ATTACH '/tmp/layoutstore-attach.db' AS other",
        "PRAGMA journal_mode = DELETE", "PRAGMA writable_schema = 1", "SELECT load_extension('libm')",
        "VACUUM", "VACUUM INTO '/tmp/layoutstore-vacuum-copy.db'", "REINDEX", "ANALYZE",
    ])
    func refusesEveryStatementThatWouldWriteAndChangesNothing(_ statement: String) throws {
        let store = try TestStoreFile()
        let before = try store.snapshot()
        let run = store.run(["sql", statement])
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("Error: The statement was refused: 'sql' only reads (no writes, ATTACH, pragma assignments or extensions); SQLite said: "))
        #expect(try store.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/layoutstore-vacuum-copy.db"))
    }

    @Test func readingPragmasAnswerAsStatementsAndAsFunctions() throws {
        let store = try TestStoreFile()
        let columns = store.run(["sql", "SELECT name FROM pragma_table_info('widths') ORDER BY cid", "--format", "csv"])
        #expect(columns.error == "")
        #expect(columns.output == "name\r\nid\r\nname\r\nwidth\r\nproposal_id\r\n")
        let statement = store.run(["sql", "PRAGMA table_info(widths)", "--format", "csv"])
        #expect(statement.status == 0)
        #expect(statement.output.hasPrefix("cid,name,type,notnull,dflt_value,pk\r\n0,id,INTEGER,0,,1\r\n"))
        let check = store.run(["sql", "PRAGMA integrity_check", "--format", "csv"])
        #expect(check.output == "integrity_check\r\nok\r\n")
        let indexes = store.run(["sql", "PRAGMA index_list(models)", "--format", "csv"])
        #expect(indexes.status == 0)
        #expect(indexes.output.contains("models_by_kind"))
    }

    @Test func invalidSQLAndScriptsAreBadInput() throws {
        let store = try TestStoreFile()
        let syntax = store.run(["sql", "SELEC 1"])
        #expect(syntax.status == 65)
        #expect(syntax.error == "Error: The SQL is not valid: near \"SELEC\": syntax error.\n")
        let unknownTable = store.run(["sql", "SELECT * FROM nowhere"])
        #expect(unknownTable.error == "Error: The SQL is not valid: no such table: nowhere.\n")
        let script = store.run(["sql", "SELECT 1; DELETE FROM models"])
        #expect(script.status == 65)
        #expect(script.error.hasPrefix("Error: 'sql' runs exactly one statement: "))
    }

    @Test func aMissingDatabaseIsUnreadableInputAndIsNotCreated() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("none.sqlite").path
        let run = CommandRun(["--db", path, "sql", "SELECT 1"])
        #expect(run.status == 66)
        #expect(run.error == "Error: No database at '\(path)'; create one with 'layoutstore init --db \(path)'.\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aFileThatIsNotADatabaseIsAnIOFailure() throws {
        let path = try writeTemporaryFile("notes.sqlite", String(repeating: "not a database ", count: 100))
        let run = CommandRun(["--db", path, "sql", "SELECT 1"])
        #expect(run.status == 74)
        #expect(run.error == "Error: File '\(path)' is not a LayoutStore database.\n")
    }

    @Test func aMissingQueryIsAUsageError() {
        let run = CommandRun(["sql"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Missing expected argument '<query>'.\nUsage: layoutstore sql <query> [--time-limit <seconds>] [options]\n"))
    }
}

@Suite struct SQLCommandLayoutNodesTests {
    @Test func layoutNodesIsBuiltInAndGivesEveryNodeOfEveryStoredResult() throws {
        let store = try TestStoreFile()
        let counted = store.run(["sql", """
            SELECT (SELECT count(*) FROM results r, layout_nodes(r.engine_id, r.tree_id, r.proposal_id)) AS rows,
                   (SELECT sum(t.node_count) FROM results r JOIN trees t ON t.id = r.tree_id) AS nodes,
                   (SELECT count(*) FROM results) AS results
            """, "--format", "csv"])
        #expect(counted.status == 0, "\(counted.error)")
        let cells = counted.output.split(separator: "\r\n").last?.split(separator: ",").map { Int($0) ?? -1 } ?? []
        #expect(cells.count == 3 && cells[0] == cells[1] && cells[2] > 100, "\(counted.output)")
    }

    @Test func aMissingResultHasNoNodesAndAWrongArgumentIsNamed() throws {
        let store = try TestStoreFile()
        #expect(store.run(["sql", "SELECT count(*) AS n FROM layout_nodes(999, 999, 999)", "--format", "csv"]).output == "n\r\n0\r\n")
        let wrong = store.run(["sql", "SELECT * FROM layout_nodes(1, 'a', 1)"])
        #expect(wrong.status == 65)
        #expect(wrong.error.contains("layout_nodes(engine_id, tree_id, proposal_id): tree_id must be an integer."), "\(wrong.error)")
        #expect(!wrong.error.contains("not valid"))
    }
}
