import Foundation
import LayoutEngine
import LayoutService
import LayoutStorage
import LayoutTestSupport
import Testing
@testable import LayoutCLI

/// Run changes stored packed (migration 0009): a store written before keeps its JSON moves, and
/// every way of reading a run — `runs show`, `diff`, SQL — reads both.
@Suite struct RunChangesStorageTests {
    /// A store as migrations 0001–0006 left it, with one run written the old way: a changed
    /// scenario whose move is JSON, a new one and a failed one (their moves '[]').
    static let storeBeforePackedChanges = """
        INSERT INTO models (id, name, kind, created_at) VALUES (1, 'Kyoto', 'tripCard', '2024-01-01T00:00:00Z');
        INSERT INTO revisions (id, model_id, number, content_hash, content, created_at)
            VALUES (1, 1, 1, '\(String(repeating: "a", count: 64))', '{}', '2024-01-01T00:00:00Z');
        INSERT INTO proposals (id, width, height) VALUES (1, 320, NULL), (2, 393, NULL);
        INSERT INTO widths (id, name, width, proposal_id) VALUES (1, 'iPhone SE', 320, 1);
        INSERT INTO engines (id, version, fingerprint, options, created_at)
            VALUES (1, '1', 'f1', '{}', '2024-01-01T00:00:00Z'), (2, '1', 'f2', '{"textScale":1.25}', '2024-01-02T00:00:00Z');
        INSERT INTO runs (id, engine_id, against_engine_id, filter, started_at, finished_at, unchanged, changed, new, failed, computed)
            VALUES (1, 2, 1, '{}', '2024-01-02T00:00:00Z', '2024-01-02T00:01:00Z', 5, 1, 1, 1, 2);
        INSERT INTO run_changes VALUES
            (1, 1, 'compact', 1, 'changed', 1, 4, '[{"path":"0/1","id":"title","dx":0,"dy":4,"dw":0,"dh":0}]', NULL),
            (1, 1, 'wide', 1, 'new', 0, 0, '[]', NULL),
            (1, 1, 'compact', 2, 'failed', 0, 0, '[]', 'boom');
        """

    @Test func aStoreWrittenBeforeKeepsItsMovesReadableEverywhere() throws {
        let store = try TemporaryStore()
        do {
            let database = try Database(path: store.path)
            try Migrator(migrations: EmbeddedMigrations.all.filter { $0.version < 9 }).migrate(database)
            try database.execute(sql: Self.storeBeforePackedChanges)
        }
        let diff = store.run(["diff", "1", "--format", "csv"])
        #expect(diff.status == 0, "\(diff.error)")
        #expect(diff.output == "model,template,width,node,change,dx,dy,dw,dh\r\nKyoto,compact,iPhone SE,#title,moved,0,4,0,0\r\n")
        let show = store.run(["runs", "show", "1", "--format", "csv"])
        #expect(show.output.split(separator: "\r\n") == [
            "kind,template,width,status,scenarios,moved nodes,appeared nodes,disappeared nodes,max delta",
            "tripCard,compact,iPhone SE,changed,1,1,0,0,4", "tripCard,compact,393,failed,1,0,0,0,0",
            "tripCard,wide,iPhone SE,new,1,0,0,0,0",
        ])
        let sql = store.run([
            "sql", "--format", "csv",
            "SELECT d.status, n.kind, n.node_index, n.path, n.id, n.dy FROM run_change_details d, run_change_nodes(d.run, d.revision_id, d.template, d.proposal_id) n",
        ])
        #expect(sql.output == "status,kind,node_index,path,id,dy\r\nchanged,moved,,0/1,title,4\r\n", "\(sql.error)")
        let rows = store.run(["sql", "--format", "csv", "SELECT status, legacy_moves IS NULL, nodes IS NULL, error FROM run_changes ORDER BY status"])
        #expect(rows.output == "status,legacy_moves IS NULL,nodes IS NULL,error\r\nchanged,0,1,\r\nfailed,1,1,boom\r\nnew,1,1,\r\n")
    }

    @Test func aRunOfAnEngineChangeIsSummarisedAndPaged() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        let summary = try JSONParser.parse(store.run(["runs", "show", "1", "--format", "json"]).output)
        // Counted independently of the summary, over the view SQL clients read.
        let byKind = store.run(["sql", "--format", "csv", "SELECT kind, count(*) FROM run_change_details WHERE run = 1 GROUP BY kind ORDER BY kind"])
        var counted: [String: Double] = [:]
        for line in byKind.output.split(separator: "\r\n").dropFirst() {
            let cells = line.split(separator: ",")
            counted[String(cells[0])] = Double(cells[1])
        }
        #expect(counted.count == 3)
        #expect(counted.values.reduce(0, +) == 232)
        #expect(summary["changes"] == .number(232))
        #expect(summary["changed"] == .number(232))
        guard case .array(let groups)? = summary["groups"], case .array(let rows)? = summary["rows"],
              case .array(let largest)? = summary["largest"] else {
            Issue.record("summary lacks groups, rows or largest: \(summary)")
            return
        }
        var perKind: [String: Double] = [:]
        for group in groups {
            if case .string(let kind)? = group["kind"], case .number(let count)? = group["scenarios"] { perKind[kind, default: 0] += count }
        }
        #expect(perKind == counted)
        #expect(rows.count == 20)
        #expect(largest.count == 10)
        let deltas = largest.compactMap { row -> Double? in if case .number(let value)? = row["max delta"] { return value } else { return nil } }
        #expect(deltas == deltas.sorted(by: >))
        // A window is a slice of the whole listing in key order.
        let all = store.run(["runs", "show", "1", "--limit", "1000", "--format", "csv"]).output.split(separator: "\r\n")
        let window = store.run(["runs", "show", "1", "--limit", "5", "--offset", "3", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(all.count == 233)
        #expect(window == [all[0]] + all[4...8])
        let beyond = store.run(["runs", "show", "1", "--offset", "232", "--format", "csv"])
        #expect(beyond.output.split(separator: "\r\n").count == 1)
        #expect(store.run(["runs", "show", "1", "--limit", "-1"]).status == 64)
    }
}

/// A ViewThatFits switching branch, read through every command that shows a difference.
@Suite struct SwitchedBranchCommandTests {
    /// The expectation is worked by hand in ``SwitchingBranchModel``.
    @Test func runsDiffsAndHistoryListTheNodesThatAppearedAndDisappeared() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init", "-q"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "100", "-q"]).status == 0)
        #expect(store.run(["model", "put", try store.file("switch.json", SwitchingBranchModel.json), "-q"]).status == 0)
        #expect(store.run(["recompute", "--engine-option", "textScale=6", "-q"]).status == 0)
        let runDiff = store.run(["diff", "2", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(runDiff.first == "model,template,width,node,change,dx,dy,dw,dh")
        #expect(runDiff.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).prefix(5).joined(separator: ",") } == [
            "Switching branch,tree,narrow,#choice,moved", "Switching branch,tree,narrow,#dots,appeared",
            "Switching branch,tree,narrow,#dot,appeared", "Switching branch,tree,narrow,#word,disappeared",
        ])
        #expect(runDiff.last == "Switching branch,tree,narrow,#word,disappeared,,,,")
        let engines = store.run(["diff", "Switching branch", "--width", "narrow", "--engines", "1", "2", "--format", "csv"])
        #expect(engines.status == 1)
        let changes = engines.output.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").prefix(3).joined(separator: ",") }
        #expect(changes.contains("0/0,word,disappeared") && changes.contains("0/1,dots,appeared") && changes.contains("0/1/0,dot,appeared"))
        let history = store.run(["history", "Switching branch", "--width", "narrow", "--limit", "10", "--format", "csv"]).output
        #expect(history.contains("#word disappeared; #dots appeared; #dot appeared"))
        let summary = store.run(["runs", "show", "2", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(summary.last?.hasPrefix("viewTree,tree,narrow,changed,1,1,2,1,") == true)
    }
}
