import LayoutTestSupport
import Foundation
import LayoutEngine
import Testing
@testable import LayoutCLI

/// Issue: commands that change the store ignored `--format json`. Each prints one object (or
/// an array of them), integers as integers.
@Suite struct MutatingCommandJSONTests {
    /// The JSON value of a run's standard output; the run must have succeeded.
    private func json(_ run: CommandRun) throws -> JSONValue {
        #expect(run.status == 0, "\(run.error)")
        return try JSONParser.parse(run.output)
    }

    @Test func everyCommandThatChangesTheStorePrintsAnObject() throws {
        let store = try TemporaryStore()
        let initialised = try json(store.run(["init", "--format", "json"]))
        #expect(initialised["created"] == .bool(true))
        #expect(initialised["schema_version"] == .number(14))

        let seeded = try json(store.run(["seed", "--format", "json"]))
        #expect(seeded["changed"] == .bool(true))
        #expect(seeded["models_created"] == .number(24))  // 8 trip cards + 6 chip sets + 10 view trees in seeds/
        #expect(seeded["widths_added"] == .number(8))
        #expect(try json(store.run(["seed", "--format", "json"]))["changed"] == .bool(false))

        let generated = try json(store.run(["generate", "--trips", "2", "--chip-sets", "1", "--seed", "3", "--format", "json"]))
        #expect(generated["models"] == .number(3))
        #expect(generated["seed"] == .string("3"))

        let added = try json(store.run(["width", "add", "watch", "198", "--format", "json"]))
        #expect(added["name"] == .string("watch"))
        #expect(added["width"] == .number(198))
        #expect(added["run"] != nil)

        let file = try store.file("hello.json", #"{"kind": "viewTree", "name": "hello", "tree": {"type": "text", "text": "Hi"}}"#)
        let put = try json(store.run(["model", "put", file, "--format", "json"]))
        #expect(put["model"] == .string("hello"))
        #expect(put["outcome"] == .string("created"))
        #expect(put["revision"] == .number(1))
        guard case .array(let scenarios)? = put["scenarios"] else {
            Issue.record("no scenarios in \(put)")
            return
        }
        #expect(scenarios.count == 9)
        #expect(scenarios.first?["status"] == .string("new"))

        let approved = try json(store.run(["approve", "--model", "hello", "--format", "json"]))
        #expect(approved["action"] == .string("approve"))
        #expect(approved["scenarios"] == .number(9))
        let undone = try json(store.run(["approve", "--undo", "--format", "json"]))
        #expect(undone["action"] == .string("undo"))

        let recomputed = try json(store.run(["recompute", "--engine-option", "textScale=1.5", "--quiet", "--format", "json"]))
        guard case .array(let rows) = recomputed, let row = rows.first else {
            Issue.record("recompute printed \(recomputed)")
            return
        }
        #expect(row["run"] != nil)

        let archived = try json(store.run(["model", "archive", "hello", "--format", "json"]))
        #expect(archived["archived"] == .bool(true))
        let removed = try json(store.run(["width", "remove", "watch", "--format", "json"]))
        #expect(removed["removed"] == .bool(true))

        let exported = store.run(["export"])
        #expect(exported.status == 0)
        let copy = try TemporaryStore()
        let imported = try json(copy.run(["import", "-", "--format", "json"], standardInput: exported.output))
        #expect(imported["changed"] == .bool(true))
        #expect(imported["widths_added"] == .number(8))
    }

    @Test func aPutPrintsOneCSVRowPerScenario() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "60"]).status == 0)
        #expect(store.run(["width", "add", "wide", "600"]).status == 0)
        let file = try store.file("hello.json", #"{"kind": "viewTree", "name": "hello", "tree": {"type": "text", "text": "Hi"}}"#)
        let run = store.run(["model", "put", file, "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.output == "model,outcome,revision,template,width,status\r\nhello,created,1,tree,narrow,new\r\nhello,created,1,tree,wide,new\r\n")
    }

    @Test func withoutFormatTheSummaryIsPrintedAsBefore() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).output.hasPrefix("Created "))
    }

    @Test func integersStayExactInJSON() throws {
        let table = TableOutput(columns: ["big"], rows: [[.integer(9_007_199_254_740_993)], [.integer(Int.min)]])
        #expect(table.rendered(as: .json) == "[\n  {\n    \"big\": 9007199254740993\n  },\n  {\n    \"big\": -9223372036854775808\n  }\n]\n")
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["sql", "SELECT 9007199254740993 AS n", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output == "[\n  {\n    \"n\": 9007199254740993\n  }\n]\n")
    }

    @Test func statusAndStatsAreObjectsWithStableKeys() throws {
        let store = try TemporaryStore(seeded: true)
        let status = try json(store.run(["db", "status", "--format", "json"]))
        #expect(status["schema_version"] == .number(14))
        #expect(status["pending_migrations"] == .array([]))
        guard case .array(let tables)? = status["tables"] else {
            Issue.record("no tables in \(status)")
            return
        }
        #expect(tables.contains { $0["name"] == .string("models") && $0["rows"] == .number(24) })
        let stats = try json(store.run(["stats", "--format", "json"]))
        #expect(stats["models"] == .number(24))
        #expect(stats["engines"] == .number(1))
        guard case .array(let engines)? = stats["results_per_engine"] else {
            Issue.record("no engines in \(stats)")
            return
        }
        #expect(engines.count == 1)
        #expect(engines.first?["id"] == .number(1))
    }
}
