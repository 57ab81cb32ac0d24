import LayoutStorage
import Testing
@testable import LayoutService

/// `SQLiteLedger.writePage` holds a page's results, scenario trees and run changes and writes
/// them many per statement (`MultiRowInsert`): what it stores must be exactly what one write
/// per row stores, on real store files.
@Suite struct PageRowsTests {
    private typealias Store = PageTestStore

    /// 70 rows of each kind: two full chunks of 32 and a tail of 6 (written by 4 and 2), with
    /// NULLs and values in every nullable column, empty and long blobs, short texts and texts
    /// too long for a statement's text slot, and a repeated key that the first row keeps.
    private static let rowCount = 70

    private static func results(_ store: Store) -> [ResultEntry] {
        (0..<rowCount).map { index in
            ResultEntry(
                engineID: store.engineID, treeID: store.treeID, proposalID: store.proposalIDs[index == 40 ? 3 : index],
                width: Double(index) + 0.5, height: Double(index * 2), resultHash: Array(repeating: UInt8(index), count: 16),
                frames: Array(repeating: UInt8(index % 7), count: index % 5 == 0 ? 0 : index * 11), flowRows: index % 3 == 0 ? nil : index,
                truncatedTexts: index % 4, overflowingNodes: index % 2, chosenBranch: index % 6 == 0 ? index : nil
            )
        }
    }

    private static func changes(_ store: Store) -> [RecordedChange] {
        (0..<rowCount).map { index in
            let moved = index % 3 == 0 ? [] : [NodeMove(index: 1, units: (Int64(index), 0, -3, 0))]
            var change = RecordedChange(
                runID: store.runID, revisionID: store.revisionID, variant: index % 2 == 0 ? "compact" : "regular",
                proposalID: store.proposalIDs[index], status: index % 5 == 0 ? "failed" : "changed",
                nodes: PackedNodeChanges(moved: moved, appeared: index % 4 == 0 ? [2, 5] : [], disappeared: []),
                error: index % 5 == 0 ? (index % 10 == 0 ? "short" : String(repeating: "a failure longer than a text slot ", count: 3)) : nil
            )
            change.isRanked = index % 2 == 1
            return change
        }
    }

    /// Writes the rows through the ledger: in one page (held) or one write per row.
    private static func write(_ store: Store, asPage: Bool) throws {
        let ledger = store.ledger
        let body = {
            for result in results(store) { try ledger.insertResult(result) }
            for variant in ["compact", "regular", "compact"] {
                try ledger.recordScenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: variant, treeID: store.treeID)
            }
            for change in changes(store) { try ledger.insertRunChange(change) }
        }
        if asPage { try ledger.writePage(body) } else { try ledger.write(body) }
    }

    @Test func aPageStoresExactlyTheRowsOneWritePerRowStores() throws {
        let single = try Store(proposalCount: Self.rowCount)
        let paged = try Store(proposalCount: Self.rowCount)
        try Self.write(single, asPage: false)
        try Self.write(paged, asPage: true)
        let tables = [
            ("results", "engine_id, tree_id, proposal_id"), ("scenario_trees", "engine_id, revision_id, variant"),
            ("run_changes", "run_id, revision_id, variant, proposal_id"),
        ]
        for (table, key) in tables {
            let rows = try paged.dump(table, orderedBy: key)
            #expect(rows == (try single.dump(table, orderedBy: key)), "\(table)")
            #expect(!rows.isEmpty, "\(table)")
        }
        // The rows read back as written (the repeated key keeps its first row): an expectation
        // from the input, not from either write.
        let written = Self.results(paged).filter { $0.proposalID != paged.proposalIDs[3] || $0.width == 3.5 }
        #expect(written.count == Self.rowCount - 1)
        for result in written {
            #expect(try paged.ledger.result(engineID: result.engineID, treeID: result.treeID, proposalID: result.proposalID) == result)
        }
        // Every fifth row's frames are empty, 14 of 70, less row 40, whose key repeats row 3's.
        #expect(try paged.store.db.fetchValue(Int.self, sql: "SELECT count(*) FROM results WHERE typeof(frames) = 'blob' AND length(frames) = 0") == 13)
        let stored = try paged.ledger.recordedChanges(runID: paged.runID, status: nil, page: nil)
        let expected = Self.changes(paged).sorted { ($0.revisionID, $0.variant, $0.proposalID) < ($1.revisionID, $1.variant, $1.proposalID) }
        #expect(stored == expected)
        #expect(try paged.dump("scenario_trees", orderedBy: "variant").count == 2)
    }

    @Test func aReadInsideAPageSeesTheRowsItHolds() throws {
        let store = try Store(proposalCount: Self.rowCount)
        let result = Self.results(store)[1]
        let change = Self.changes(store)[1]
        try store.ledger.writePage {
            try store.ledger.insertResult(result)
            try store.ledger.recordScenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "compact", treeID: store.treeID)
            try store.ledger.insertRunChange(change)
            #expect(try store.ledger.result(engineID: result.engineID, treeID: result.treeID, proposalID: result.proposalID) == result)
            #expect(try store.ledger.scenarioTree(engineID: store.engineID, revisionID: store.revisionID, variant: "compact") == store.treeID)
            #expect(try store.ledger.recordedChanges(runID: store.runID, status: nil, page: nil) == [change])
        }
    }

    /// A row that breaks a CHECK fails its page wherever it falls in a chunk, and the page
    /// writes nothing.
    @Test(arguments: [0, 31, 33, 69])
    func aRowBreakingACheckFailsItsPage(at failing: Int) throws {
        let store = try Store(proposalCount: Self.rowCount)
        var results = Self.results(store)
        results[failing].width = -1
        let failure = try #require(throws: DatabaseError.self) {
            try store.ledger.writePage {
                for result in results { try store.ledger.insertResult(result) }
                for change in Self.changes(store) { try store.ledger.insertRunChange(change) }
            }
        }
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
        #expect(failure.message.contains("CHECK constraint failed: width >= 0 AND width < 1e300"), "\(failure)")
        // SQLite checks again after the page's rows (the functions checked them inside).
        #expect(try store.ledger.db.enforcesCheckConstraints())
        #expect(try store.dump("results", orderedBy: "proposal_id").isEmpty)
        #expect(try store.dump("run_changes", orderedBy: "proposal_id").isEmpty)
        // The ledger holds nothing of the failed page: the next page writes only its own rows.
        try store.ledger.writePage { _ = try store.ledger.insertResult(Self.results(store)[2]) }
        #expect(try store.dump("results", orderedBy: "proposal_id").count == 1)
    }
}
