import Foundation
import CPageRows
import LayoutStorage
import Testing
@testable import LayoutService

/// The table-valued functions `page_results`, `page_run_changes`, `page_tree_nodes`,
/// `page_scenario_trees` and `page_run_change_counts` (C, `CPageRows`) that a batch page's inserts select from (`PageRowsInsert`): C rows in, the same rows stored, a bad
/// row or page refused with its error, on real store files.
@Suite struct PageRowsFunctionTests {
    /// A store for a page's rows (two proposals) with the page functions registered on its connection.
    private struct Store {
        let page: PageTestStore

        init() throws {
            page = try PageTestStore(proposalCount: 2)
            try page.db.registerModules(ls_page_rows_register)
        }

        var store: MigratedDatabase { page.store }
        var db: Database { page.db }
        var engineID: Int64 { page.engineID }
        var treeID: Int64 { page.treeID }
        var revisionID: Int64 { page.revisionID }
        var runID: Int64 { page.runID }
        var proposalIDs: [Int64] { page.proposalIDs }

        /// Runs `insert` over `rows` and `bytes`, all in one run, in a transaction of its own.
        func insert<Row>(_ insert: PageRowsInsert, _ rows: [Row], bytes: [UInt8]) throws {
            let statement = try db.prepare(sql: insert.sql)
            try db.write { _ in try insert.execute(statement, rows: rows, bytes: bytes, together: true) }
        }

        /// Runs `insert` as ``insert(_:_:bytes:)`` does, but as a batch page runs it: with SQLite's CHECK constraints off.
        func insertUnchecked<Row>(_ insert: PageRowsInsert, _ rows: [Row], bytes: [UInt8]) throws {
            let statement = try db.prepare(sql: insert.sql)
            try db.write { db in
                try db.withoutCheckConstraints { () throws(DatabaseError) in
                    try insert.execute(statement, rows: rows, bytes: bytes, together: true)
                }
            }
        }

        /// The failure SQLite itself reports for a plain one-row insert of `values` into `columns` of `table`.
        func sqliteFailure(_ table: String, _ columns: String, _ values: [DatabaseValue]) throws -> DatabaseError {
            let parameters = Array(repeating: "?", count: values.count).joined(separator: ", ")
            return try #require(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO \(table) (\(columns)) VALUES (\(parameters))", arguments: values)
            }
        }

        func dump(_ sql: String) throws -> [String] { try page.dump(sql) }
    }

    private static let noSpan = LSPageSpan(start: -1, count: 0)

    private static func result(_ store: Store, proposal: Int, width: Double, hash: LSPageSpan, frames: LSPageSpan) -> LSPageResult {
        LSPageResult(
            engine_id: store.engineID, tree_id: store.treeID, proposal_id: store.proposalIDs[proposal], width: width, height: 12.5,
            result_hash: hash, frames: frames, flow_rows: 3, truncated_texts: 1, overflowing_nodes: 0, chosen_branch: 99,
            has_flow_rows: 1, has_chosen_branch: 0
        )
    }

    @Test func resultRowsAreStoredWithTheirValuesBlobsAndNulls() throws {
        let store = try Store()
        // Bytes 0–15: the first hash; 16–18: the first frames; 19–34: the second hash. The
        // second row's frames are empty (a blob, not NULL) and its flow rows NULL.
        let bytes = Array(repeating: UInt8(0xAB), count: 16) + [1, 2, 3] + Array(repeating: UInt8(0xCD), count: 16)
        var second = Self.result(store, proposal: 1, width: 400, hash: LSPageSpan(start: 19, count: 16), frames: LSPageSpan(start: 35, count: 0))
        second.has_flow_rows = 0
        second.has_chosen_branch = 1
        second.chosen_branch = 2
        try store.insert(.results, [
            Self.result(store, proposal: 0, width: 320, hash: LSPageSpan(start: 0, count: 16), frames: LSPageSpan(start: 16, count: 3)),
            second,
        ], bytes: bytes)
        let rows = try store.dump("""
            SELECT width || ' ' || height || ' ' || hex(result_hash) || ' ' || quote(frames) || ' ' || typeof(frames) || ' '
                || quote(flow_rows) || ' ' || truncated_texts || ' ' || overflowing_nodes || ' ' || quote(chosen_branch)
            FROM results ORDER BY proposal_id
            """)
        #expect(rows == [
            "320.0 12.5 \(String(repeating: "AB", count: 16)) X'010203' blob 3 1 0 NULL",
            "400.0 12.5 \(String(repeating: "CD", count: 16)) X'' blob NULL 1 0 2",
        ])
    }

    @Test func runChangeRowsAreStoredWithTheirTextsAndLists() throws {
        let store = try Store()
        let bytes: [UInt8] = [9, 8, 7]
        let failure = Array("no layout ✗".utf8)
        try failure.withUnsafeBufferPointer { failure in
            func text(_ constant: StaticString) -> LSPageText {
                LSPageText(characters: UnsafeRawPointer(constant.utf8Start).assumingMemoryBound(to: CChar.self), count: Int64(constant.utf8CodeUnitCount))
            }
            let rows = [
                LSPageRunChange(
                    run_id: store.runID, revision_id: store.revisionID, variant: text("compact"), proposal_id: store.proposalIDs[0],
                    status: text("changed"), moved_nodes: 2, appeared_nodes: 1, disappeared_nodes: 0, max_delta: 4.5,
                    nodes: LSPageSpan(start: 1, count: 2), error: LSPageText(characters: nil, count: 0), ranked: 1
                ),
                LSPageRunChange(
                    run_id: store.runID, revision_id: store.revisionID, variant: text("wide"), proposal_id: store.proposalIDs[1],
                    status: text("failed"), moved_nodes: 0, appeared_nodes: 0, disappeared_nodes: 0, max_delta: 0, nodes: Self.noSpan,
                    error: LSPageText(
                        characters: UnsafeRawPointer(failure.baseAddress!).assumingMemoryBound(to: CChar.self), count: Int64(failure.count)
                    ),
                    ranked: 0
                ),
            ]
            try store.insert(.runChanges, rows, bytes: bytes)
        }
        let rows = try store.dump("""
            SELECT variant || ' ' || status || ' ' || moved_nodes || ' ' || appeared_nodes || ' ' || disappeared_nodes || ' '
                || max_delta || ' ' || quote(nodes) || ' ' || quote(legacy_moves) || ' ' || quote(error) || ' ' || ranked
            FROM run_changes ORDER BY proposal_id
            """)
        #expect(rows == ["compact changed 2 1 0 4.5 X'0807' NULL NULL 1", "wide failed 0 0 0 0.0 NULL NULL 'no layout ✗' 0"])
    }

    @Test func runChangeCountRowsAreAddedToTheirGroupsWithSQLitesChecks() throws {
        let store = try Store()
        // "tripCard" "compact" "changed" "wide" "new", end to end.
        let bytes = Array("tripCardcompactchangedwidenew".utf8)
        func span(_ start: Int64, _ count: Int64) -> LSPageSpan { LSPageSpan(start: start, count: count) }
        func row(variant: LSPageSpan, status: LSPageSpan, scenarios: Int64, moved: Int64, maxDelta: Double) -> LSPageRunChangeCount {
            LSPageRunChangeCount(
                run_id: store.runID, kind: span(0, 8), variant: variant, proposal_id: store.proposalIDs[0], status: status,
                scenarios: scenarios, moved_nodes: moved, appeared_nodes: 1, disappeared_nodes: 2, max_delta: maxDelta
            )
        }
        let compactChanged = row(variant: span(8, 7), status: span(15, 7), scenarios: 3, moved: 5, maxDelta: 2.5)
        let wideNew = row(variant: span(22, 4), status: span(26, 3), scenarios: 1, moved: 0, maxDelta: 0)
        try store.insert(.runChangeCounts, [compactChanged, wideNew], bytes: bytes)
        // A second page adds to the group it shares with the first: sums, and the larger move.
        try store.insert(.runChangeCounts, [row(variant: span(8, 7), status: span(15, 7), scenarios: 2, moved: 1, maxDelta: 1.5)], bytes: bytes)
        let rows = try store.dump("""
            SELECT kind || ' ' || variant || ' ' || status || ' ' || scenarios || ' ' || moved_nodes || ' ' || appeared_nodes || ' '
                || disappeared_nodes || ' ' || max_delta
            FROM run_change_counts ORDER BY variant
            """)
        #expect(rows == ["tripCard compact changed 5 6 2 4 2.5", "tripCard wide new 1 0 1 2 0.0"])
        // The function checks nothing: SQLite refuses a status its CHECK rule does not allow.
        let failure = try #require(throws: DatabaseError.self) {
            try store.insert(.runChangeCounts, [row(variant: span(22, 4), status: span(22, 4), scenarios: 1, moved: 0, maxDelta: 0)], bytes: bytes)
        }
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
    }

    @Test func anEmptyPageWritesNothing() throws {
        let store = try Store()
        try store.insert(.results, [LSPageResult](), bytes: [])
        try store.insert(.runChanges, [LSPageRunChange](), bytes: [])
        #expect(try store.dump("SELECT count(*) || '' FROM results UNION ALL SELECT count(*) || '' FROM run_changes") == ["0", "0"])
        // Through the ledger, inside a page and outside one.
        try store.store.ledger.writePage { try store.store.ledger.insertRunChanges(page: PageRunChanges(runID: store.runID)) }
        try store.store.ledger.write { try store.store.ledger.insertRunChanges(page: PageRunChanges(runID: store.runID)) }
        #expect(try store.dump("SELECT count(*) || '' FROM run_changes") == ["0"])
    }

    @Test func aRowBreakingACheckIsRefusedWithItsConstraint() throws {
        let store = try Store()
        let bytes = Array(repeating: UInt8(1), count: 20)
        let hash = LSPageSpan(start: 0, count: 16)
        let failure = try #require(throws: DatabaseError.self) {
            try store.insert(.results, [
                Self.result(store, proposal: 0, width: 320, hash: hash, frames: LSPageSpan(start: 16, count: 4)),
                Self.result(store, proposal: 1, width: -1, hash: hash, frames: LSPageSpan(start: 16, count: 4)),
            ], bytes: bytes)
        }
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
        #expect(failure.message.contains("width >= 0"))
        // A hash of 15 bytes breaks `length(result_hash) = 16`.
        let short = try #require(throws: DatabaseError.self) {
            try store.insert(.results, [
                Self.result(store, proposal: 0, width: 320, hash: LSPageSpan(start: 0, count: 15), frames: LSPageSpan(start: 16, count: 4)),
            ], bytes: bytes)
        }
        #expect(short.message.contains("length(result_hash) = 16"))
        #expect(try store.dump("SELECT count(*) || '' FROM results") == ["0"])
    }

    /// Inside a page SQLite evaluates no CHECK: the functions refuse each rule's breach with the
    /// code and message SQLite gives a plain insert of the same values (checks on).
    @Test func everyCheckIsTheFunctionsOwnWhenSQLiteChecksNone() throws {
        let store = try Store()
        let hash = Array(repeating: UInt8(7), count: 16)
        let bytes = hash + [1, 2]
        let plainColumns = "engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts, overflowing_nodes, chosen_branch"
        // Each a valid row with one value broken, as C row and as the plain insert's values.
        let breaches: [(String, (inout LSPageResult, inout [DatabaseValue]) -> Void)] = [
            ("width >= 0 AND width < 1e300", { $0.width = -1; $1[3] = .real(-1) }),
            ("width >= 0 AND width < 1e300", { $0.width = .infinity; $1[3] = .real(.infinity) }),
            ("height >= 0 AND height < 1e300", { $0.height = -0.5; $1[4] = .real(-0.5) }),
            ("length(result_hash) = 16", { $0.result_hash = LSPageSpan(start: 0, count: 15); $1[5] = .blob(Data(hash.prefix(15))) }),
            ("flow_rows IS NULL OR flow_rows >= 0", { $0.flow_rows = -1; $1[7] = .integer(-1) }),
            ("truncated_texts >= 0", { $0.truncated_texts = -2; $1[8] = .integer(-2) }),
            ("overflowing_nodes >= 0", { $0.overflowing_nodes = -3; $1[9] = .integer(-3) }),
            ("chosen_branch IS NULL OR chosen_branch >= 0", { $0.has_chosen_branch = 1; $0.chosen_branch = -1; $1[10] = .integer(-1) }),
        ]
        for (rule, breach) in breaches {
            var row = Self.result(store, proposal: 0, width: 320, hash: LSPageSpan(start: 0, count: 16), frames: LSPageSpan(start: 16, count: 2))
            var values: [DatabaseValue] = [
                .integer(store.engineID), .integer(store.treeID), .integer(store.proposalIDs[0]), .real(320), .real(12.5), .blob(Data(hash)),
                .blob(Data([1, 2])), .integer(3), .integer(1), .integer(0), .null,
            ]
            breach(&row, &values)
            let sqlite = try store.sqliteFailure("results", plainColumns, values)
            let page = try #require(throws: DatabaseError.self) { try store.insertUnchecked(.results, [row], bytes: bytes) }
            #expect(sqlite.message == "CHECK constraint failed: \(rule)", "\(sqlite)")
            #expect(page.extendedResultCode == sqlite.extendedResultCode && page.message == sqlite.message, "\(rule): \(page)")
        }
        // A NaN size is NULL to SQLite, which NOT NULL refuses, as for a plain insert.
        var nan = Self.result(store, proposal: 0, width: .nan, hash: LSPageSpan(start: 0, count: 16), frames: LSPageSpan(start: 16, count: 2))
        nan.height = 1
        let notNull = try #require(throws: DatabaseError.self) { try store.insertUnchecked(.results, [nan], bytes: bytes) }
        #expect(notNull.extendedResultCode == .SQLITE_CONSTRAINT_NOTNULL, "\(notNull)")

        let changeColumns = "run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes, max_delta, ranked"
        let changeBreaches: [(String, (inout LSPageRunChange, inout [DatabaseValue]) -> Void)] = [
            ("status = 'new' OR status = 'changed' OR status = 'failed'", { $0.status = Self.text("gone"); $1[4] = .text("gone") }),
            ("status = 'new' OR status = 'changed' OR status = 'failed'", { $0.status = Self.text("change"); $1[4] = .text("change") }),
            ("moved_nodes >= 0", { $0.moved_nodes = -1; $1[5] = .integer(-1) }),
            ("appeared_nodes >= 0", { $0.appeared_nodes = -1; $1[6] = .integer(-1) }),
            ("disappeared_nodes >= 0", { $0.disappeared_nodes = -1; $1[7] = .integer(-1) }),
            ("max_delta >= 0 AND max_delta < 1e300", { $0.max_delta = -0.25; $1[8] = .real(-0.25) }),
            ("max_delta >= 0 AND max_delta < 1e300", { $0.max_delta = 1e301; $1[8] = .real(1e301) }),
            ("ranked = 0 OR ranked = 1", { $0.ranked = 2; $1[9] = .integer(2) }),
        ]
        for (rule, breach) in changeBreaches {
            var row = LSPageRunChange(
                run_id: store.runID, revision_id: store.revisionID, variant: Self.text("compact"), proposal_id: store.proposalIDs[0],
                status: Self.text("new"), moved_nodes: 0, appeared_nodes: 0, disappeared_nodes: 0, max_delta: 0, nodes: Self.noSpan,
                error: LSPageText(characters: nil, count: 0), ranked: 1
            )
            var values: [DatabaseValue] = [
                .integer(store.runID), .integer(store.revisionID), .text("compact"), .integer(store.proposalIDs[0]), .text("new"), .integer(0),
                .integer(0), .integer(0), .real(0), .integer(1),
            ]
            breach(&row, &values)
            let sqlite = try store.sqliteFailure("run_changes", changeColumns, values)
            let page = try #require(throws: DatabaseError.self) { try store.insertUnchecked(.runChanges, [row], bytes: []) }
            #expect(sqlite.message == "CHECK constraint failed: \(rule)", "\(sqlite)")
            #expect(page.extendedResultCode == sqlite.extendedResultCode && page.message == sqlite.message, "\(rule): \(page)")
        }

        let node = LSPageTreeNode(
            tree_id: store.treeID, node_index: -1, path: LSPageSpan(start: 0, count: 1), node_id: Self.noSpan, type: LSPageSpan(start: 0, count: 1),
            text: Self.noSpan
        )
        let sqlite = try store.sqliteFailure("tree_nodes", "tree_id, node_index, path, type", [.integer(store.treeID), .integer(-1), .text("0"), .text("0")])
        let page = try #require(throws: DatabaseError.self) { try store.insertUnchecked(.treeNodes, [node], bytes: Array("0".utf8)) }
        #expect(sqlite.message == "CHECK constraint failed: node_index >= 0", "\(sqlite)")
        #expect(page.extendedResultCode == sqlite.extendedResultCode && page.message == sqlite.message, "\(page)")
        #expect(try store.dump("SELECT count(*) || '' FROM results UNION ALL SELECT count(*) || '' FROM run_changes") == ["0", "0"])
        // These are all the tables' rules: a new one needs its twin in the functions (and here).
        #expect(try Self.checkRules(of: "results", in: store) == Set(breaches.map(\.0)))
        #expect(try Self.checkRules(of: "run_changes", in: store) == Set(changeBreaches.map(\.0)))
        #expect(try Self.checkRules(of: "tree_nodes", in: store) == ["node_index >= 0"])
    }

    /// The CHECK rules of `table` as its schema spells them: what follows each `CHECK (` up to its closing parenthesis.
    private static func checkRules(of table: String, in store: Store) throws -> Set<String> {
        let sql = try #require(try store.db.fetchValue(String.self, sql: "SELECT sql FROM sqlite_schema WHERE name = '\(table)'"))
        var rules: Set<String> = []
        var rest = Substring(sql)
        while let start = rest.range(of: "CHECK (") {
            var depth = 1
            var end = start.upperBound
            while depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            rules.insert(String(rest[start.upperBound..<rest.index(before: end)]))
            rest = rest[end...]
        }
        return rules
    }

    /// `constant` as a page text (it lives for the whole process).
    private static func text(_ constant: StaticString) -> LSPageText {
        LSPageText(characters: UnsafeRawPointer(constant.utf8Start).assumingMemoryBound(to: CChar.self), count: Int64(constant.utf8CodeUnitCount))
    }

    @Test func aSpanOutsideThePagesBytesIsRefused() throws {
        let store = try Store()
        let bytes = Array(repeating: UInt8(1), count: 20)
        for frames in [LSPageSpan(start: 16, count: 5), LSPageSpan(start: 21, count: 0), LSPageSpan(start: 4, count: -1)] {
            let failure = try #require(throws: DatabaseError.self) {
                try store.insert(.results, [Self.result(store, proposal: 0, width: 320, hash: LSPageSpan(start: 0, count: 16), frames: frames)], bytes: bytes)
            }
            #expect(failure.message.contains("frames at \(frames.start) (\(frames.count) bytes) lies outside the page's 20 bytes"), "\(failure)")
        }
        #expect(try store.dump("SELECT count(*) || '' FROM results") == ["0"])
    }

    @Test func aFunctionReadsOnlyAPageOfItsOwnRows() throws {
        let store = try Store()
        // No page: a plain NULL, a text, and no argument at all.
        for sql in ["SELECT count(*) FROM page_results(NULL)", "SELECT count(*) FROM page_run_changes('page')"] {
            let failure = try #require(throws: DatabaseError.self) { _ = try store.db.fetchAll(sql: sql) }
            #expect(failure.message.contains("the page is not a page of its rows bound as a pointer"), "\(failure)")
        }
        let missing = try #require(throws: DatabaseError.self) { _ = try store.db.fetchAll(sql: "SELECT count(*) FROM page_results") }
        #expect(missing.message.contains("page_results(page): give it its page"), "\(missing)")
        // A page of results bound where run changes are read: the pointer's type does not match.
        let statement = try store.db.prepare(sql: PageRowsInsert.runChanges.sql)
        let failure = try #require(throws: DatabaseError.self) {
            try store.db.write { _ in
                try PageRowsInsert.results.execute(
                    statement, rows: [Self.result(store, proposal: 0, width: 1, hash: Self.noSpan, frames: Self.noSpan)], bytes: [], together: true
                )
            }
        }
        #expect(failure.message.contains("page_run_changes(page): the page is not a page of its rows"), "\(failure)")
    }

    @Test func anEmptyFailureMessageIsStoredAsEmptyText() throws {
        let store = try Store()
        var page = PageRunChanges(runID: store.runID)
        page.appendFailed(revisionID: store.revisionID, template: .compact, proposalID: store.proposalIDs[0], error: "")
        page.appendFailed(revisionID: store.revisionID, template: .wide, proposalID: store.proposalIDs[1], error: "x")
        try store.store.ledger.writePage { try store.store.ledger.insertRunChanges(page: page) }
        #expect(try store.dump("SELECT quote(error) FROM run_changes ORDER BY variant") == ["''", "'x'"])
    }

    @Test func aTreesNodesAreStoredWithTheirTextsNullsAndEmptyTexts() throws {
        let store = try Store()
        let nodes = [
            TreeNode(path: "0", id: "root", type: "vstack", text: nil),
            TreeNode(path: "0/0", id: nil, type: "text", text: ""),
            TreeNode(path: "0/1", id: "", type: "text", text: "Zürich ✈︎"),
        ]
        // Inside a page (held with the page's rows) and outside one (written at once).
        let paged = try store.store.ledger.writePage { try store.store.ledger.insertTree(hash: String(repeating: "c", count: 64), nodes: nodes) }
        let alone = try store.store.ledger.write { try store.store.ledger.insertTree(hash: String(repeating: "d", count: 64), nodes: nodes) }
        for treeID in [paged, alone] {
            #expect(try store.store.ledger.nodes(treeID: treeID) == nodes)
            let rows = try store.dump("""
                SELECT node_index || ' ' || quote(path) || ' ' || quote(node_id) || ' ' || quote(type) || ' ' || quote(text)
                FROM tree_nodes WHERE tree_id = \(treeID) ORDER BY node_index
                """)
            #expect(rows == ["0 '0' 'root' 'vstack' NULL", "1 '0/0' NULL 'text' ''", "2 '0/1' '' 'text' 'Zürich ✈︎'"])
        }
        // A text outside the page's bytes is refused, naming its column.
        let bytes = Array("0text".utf8)
        let failure = try #require(throws: DatabaseError.self) {
            try store.insert(.treeNodes, [
                LSPageTreeNode(
                    tree_id: paged, node_index: 9, path: LSPageSpan(start: 0, count: 1), node_id: Self.noSpan,
                    type: LSPageSpan(start: 1, count: 4), text: LSPageSpan(start: 3, count: 3)
                ),
            ], bytes: bytes)
        }
        #expect(failure.message.contains("text at 3 (3 bytes) lies outside the page's 5 bytes"), "\(failure)")
    }

    @Test func aScenarioTreeIsRecordedOnceInsideAPageAndOutside() throws {
        let store = try Store()
        let ledger = store.store.ledger
        let other = try store.store.tree("e")
        try ledger.writePage {
            try ledger.recordScenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "compact", treeID: store.treeID)
            // The same scenario again: the first tree stays (`ON CONFLICT DO NOTHING`).
            try ledger.recordScenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "compact", treeID: other)
        }
        try ledger.write {
            try ledger.recordScenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "wide", treeID: other)
            try ledger.recordScenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "wide", treeID: store.treeID)
        }
        #expect(try ledger.scenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "compact") == store.treeID)
        #expect(try ledger.scenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "wide") == other)
        #expect(try store.dump("SELECT variant || ':' || typeof(variant) FROM scenario_trees ORDER BY variant") == ["compact:text", "wide:text"])
    }
}
