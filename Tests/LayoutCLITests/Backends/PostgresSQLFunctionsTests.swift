import Foundation
import LayoutPostgres
import LayoutStorage
import LayoutTestSupport
import Testing

/// `layout_nodes` and `run_change_nodes` on a PostgreSQL store (migration 1003's PL/pgSQL)
/// against SQLite's (the service's Swift decoders) and `layoutstore layout`: the same rows, the
/// same doubles, printed byte for byte alike. Skipped (with the reason) without PostgreSQL, and
/// required in CI.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .temporaryCluster
)
struct PostgresSQLFunctionsTests {
    /// Every node of every stored result (both engines), keyed by names, not by ids (which
    /// each backend numbers its own way).
    static let everyNode = """
        SELECT t.hash, p.width AS proposed_width, e.options, n.*
        FROM results r JOIN trees t ON t.id = r.tree_id JOIN proposals p ON p.id = r.proposal_id
        JOIN engines e ON e.id = r.engine_id, layout_nodes(r.engine_id, r.tree_id, r.proposal_id) n
        ORDER BY t.hash, p.width, e.options, n.node_index
        """
    /// Every node of every change of the recompute.
    static let everyChange = """
        SELECT d.run, d.model, d.template, d.width, d.size_category, d.status, n.*
        FROM run_change_details d, run_change_nodes(d.run, d.revision_id, d.template, d.proposal_id) n
        ORDER BY d.run, d.model, d.template, d.width, d.size_category, n.kind, n.node_index
        """

    /// A view tree for what the seeds lack: texts with quotes, a backslash, a tab and a hard
    /// line break (JSON escapes in `lines`), a frame far beyond the fixed point's halves and
    /// quarters, and a position a million points to the left.
    static let edgeCases = #"""
        {"kind": "viewTree", "name": "SQL edge cases", "tree": {"type": "vstack", "alignment": "leading", "children": [
          {"type": "text", "id": "escapes", "text": "say \"hi\" \\ to\ttabs"},
          {"type": "text", "id": "tab", "text": "x\ty"},
          {"type": "text", "id": "two-lines", "text": "first line\nsecond line"},
          {"type": "text", "id": "cut", "text": "a long text that will not fit on one line of any width we lay out, not even a desktop's", "lineLimit": 1},
          {"type": "color", "id": "huge", "modifiers": [{"frame": {"width": 123456789.7, "height": 0.1}}]},
          {"type": "rectangle", "id": "placed", "modifiers": [{"frame": {"width": 33.3, "height": 20}}, {"position": {"x": -1000000.25, "y": -7.125}}]}
        ]}}
        """#

    /// Seeds `store`, adds the edge cases, and recomputes under a larger text (so the run has
    /// moved, appeared and disappeared nodes).
    private func filled(_ store: BackendStore) throws -> BackendStore {
        for (arguments, input) in [
            (["seed"], ""), (["model", "put", "-", "-m", "edge cases"], Self.edgeCases),
            (["recompute", "--engine-option", "textScale=1.2", "--quiet"], ""),
        ] {
            let run = store.run(arguments, standardInput: input)
            try #require(run.status == 0, "\(arguments): \(run.error)")
        }
        return store
    }

    private func sql(_ store: BackendStore, _ query: String, format: String) -> CommandRun {
        store.run(["sql", query, "--format", format, "--time-limit", "120"])
    }

    @Test func everyResultsNodesAndEveryChangesNodesPrintAsOnSQLite() throws {
        let sqlite = try filled(BackendStore(.sqlite))
        let postgres = try filled(BackendStore(.postgresql))
        for query in [Self.everyNode, Self.everyChange] {
            for format in ["csv", "json"] {
                let expected = sql(sqlite, query, format: format)
                let actual = sql(postgres, query, format: format)
                #expect(expected.status == 0 && actual.status == 0, "\(expected.error) \(actual.error)")
                // Exact: every double printed alike (shortest round-trip), so equal bit for bit.
                #expect(actual.output == expected.output, "\(format): \(query)")
            }
        }
        // The rows held the cases: both engines' results with texts (escaped, several lines,
        // truncated), flows, nodes without a frame, negative and huge coordinates, and values
        // beyond 1/256 pt; a run with moved, appeared and disappeared nodes.
        let figures = sql(postgres, """
            SELECT count(DISTINCT (r.engine_id, r.tree_id, r.proposal_id)) AS results, count(*) AS nodes,
                   count(*) FILTER (WHERE n.truncated = 1) AS truncated, count(*) FILTER (WHERE n.line_count > 1) AS wrapped,
                   count(*) FILTER (WHERE strpos(n.lines, '\\') > 0) AS escaped, count(*) FILTER (WHERE n.x IS NULL) AS unframed,
                   count(*) FILTER (WHERE n.x < 0 OR n.y < 0) AS negative, count(*) FILTER (WHERE n.width > 1e8) AS huge,
                   count(*) FILTER (WHERE n.x * 256 <> trunc(n.x * 256) OR n.height * 256 <> trunc(n.height * 256)) AS inexact,
                   (SELECT count(*) FROM results WHERE flow_rows IS NOT NULL) AS flows
            FROM results r, layout_nodes(r.engine_id, r.tree_id, r.proposal_id) n
            """, format: "csv").output
        let counts = try #require(figures.split(whereSeparator: \.isNewline).last).split(separator: ",").compactMap { Int($0) }
        #expect(counts.count == 10 && counts[0] > 500 && counts[1] > 6000, "\(figures)")
        #expect(counts.count == 10 && counts.dropFirst(2).allSatisfy { $0 > 0 }, "\(figures)")
        // A plan forced parallel still runs them (PARALLEL UNSAFE: their exception blocks are
        // subtransactions, which no process of a parallel query may start). One result: forced,
        // every query inside the decoder gets a parallel worker of its own, which is slow.
        let connection = try PostgresConnection(url: PostgresURL(postgres.database))
        let oneResult = "SELECT count(*) FROM (SELECT * FROM results ORDER BY engine_id, tree_id, proposal_id LIMIT 1) r, "
            + "layout_nodes(r.engine_id, r.tree_id, r.proposal_id) n"
        let serial = try connection.fetchValue(Int.self, sql: oneResult)
        try connection.executeScript("""
            SELECT set_config(name, 'on', false) FROM pg_settings WHERE name IN ('force_parallel_mode', 'debug_parallel_query');
            SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;
            """)
        let parallel = try connection.fetchValue(Int.self, sql: oneResult)
        #expect(serial ?? 0 > 0 && parallel == serial)
        let kinds = sql(postgres, "SELECT n.kind, count(*) FROM run_change_details d, run_change_nodes(d.run, d.revision_id, d.template, d.proposal_id) n GROUP BY n.kind ORDER BY n.kind", format: "csv")
        #expect(kinds.output.hasPrefix("kind,count\r\nappeared,") && kinds.output.contains("\r\ndisappeared,") && kinds.output.contains("\r\nmoved,"), "\(kinds.output)")
    }

    /// The README's query (the sqlite3 session's SELECT) on PostgreSQL lists the frames
    /// `layoutstore layout` prints, for a sample of 66 scenarios: every fourth of the 264 latest
    /// layouts by model, template and width (every model and template, at two widths each).
    @Test func theReadmeQueryListsTheFramesLayoutPrints() throws {
        let store = try filled(BackendStore(.postgresql))
        let session = try SQLExtensionTests.readmeSession().filter { !$0.hasPrefix(".") }.joined(separator: "\n")
        try #require(session.contains("l.model = 'Kyoto' AND l.template = 'wide' AND l.width = 'book-narrow'"), "README: \(session)")
        let listed = sql(store, "SELECT model, template, width FROM latest_layouts ORDER BY model, template, width", format: "json").output
        let all = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: String]], "\(listed)")
        let scenarios = all.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        #expect(scenarios.count == 66)
        for scenario in scenarios {
            let (model, template, width) = (scenario["model"] ?? "", scenario["template"] ?? "", scenario["width"] ?? "")
            let query = session
                .replacingOccurrences(of: "l.model = 'Kyoto'", with: "l.model = '\(model)'")
                .replacingOccurrences(of: "l.template = 'wide'", with: "l.template = '\(template)'")
                .replacingOccurrences(of: "l.width = 'book-narrow'", with: "l.width = '\(width)'")
                .trimmingCharacters(in: .init(charactersIn: ";\n"))
            let nodes = sql(store, query, format: "csv")
            let layout = store.run(["layout", model, "--width", width, "--template", template, "--format", "csv"])
            #expect(nodes.status == 0 && layout.status == 0, "\(nodes.error) \(layout.error)")
            // Exact, but for truncation: layout prints false/true where SQL has 0/1.
            let printed = layout.output.replacingOccurrences(of: ",false\r\n", with: ",0\r\n").replacingOccurrences(of: ",true\r\n", with: ",1\r\n")
            #expect(nodes.output == printed, "\(model) \(template) \(width)")
            #expect(SQLExtensionTests.rows(nodes.output).count > 1, "\(model) \(template) \(width)")
        }
    }

    /// A result whose frames do not unpack: the function's own message, exit 65, on both
    /// backends alike.
    @Test func framesThatDoNotUnpackAreNamedAsOnSQLite() throws {
        let sqlite = try BackendStore(.sqlite)
        let postgres = try BackendStore(.postgresql)
        let corrupt = "UPDATE results SET frames = X'0500' WHERE engine_id = 1 AND tree_id = 1 AND proposal_id = 1"
        for store in [sqlite, postgres] {
            let seeded = store.run(["seed"])
            try #require(seeded.status == 0, "\(seeded.error)")
        }
        try Database(path: sqlite.database).execute(sql: corrupt)
        try PostgresConnection(url: PostgresURL(postgres.database)).execute(sql: corrupt.replacingOccurrences(of: "X'0500'", with: "'\\x0500'::bytea"))
        let expected = sqlite.run(["sql", "SELECT * FROM layout_nodes(1, 1, 1)"])
        let actual = postgres.run(["sql", "SELECT * FROM layout_nodes(1, 1, 1)"])
        #expect(expected.status == 65 && actual.status == 65)
        #expect(expected.error.hasPrefix("Error: layout_nodes: the frames of result (engine 1, tree 1, proposal 1) do not unpack against the tree's "))
        #expect(expected.error.contains(" stored nodes: packed frames hold 5 nodes but the tree's shape has "), "\(expected.error)")
        #expect(actual.error == expected.error)
    }

    /// The README's run_change_nodes query runs on PostgreSQL and lists what SQLite lists.
    @Test func theReadmeRunQueryListsWhatSQLiteLists() throws {
        let readme = try String(contentsOf: SQLExtensionTests.packageRoot.appending(path: "README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```sql\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let query = try #require(blocks.first { $0.contains("run_change_nodes(") }, "the README shows a run_change_nodes query")
        let sqlite = try filled(BackendStore(.sqlite))
        let postgres = try filled(BackendStore(.postgresql))
        let expected = sql(sqlite, query, format: "csv")
        let actual = sql(postgres, query, format: "csv")
        #expect(expected.status == 0 && actual.status == 0, "\(expected.error) \(actual.error)")
        #expect(SQLExtensionTests.rows(expected.output).count > 100)
        #expect(actual.output == expected.output)
    }
}
