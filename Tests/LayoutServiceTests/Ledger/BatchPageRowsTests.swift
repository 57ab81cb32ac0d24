import LayoutModels
import LayoutStorage
import Testing
@testable import LayoutService

/// The rows a batch page writes: the run changes a batch writer builds (counted from their
/// parts, spelled with constant texts), new trees' nodes held with the page's other rows, and
/// the references a page notes for them, on real store files.
@Suite struct BatchPageRowsTests {
    @Test func theLargestMoveIsTheLargestDeltaOfAnyMovedNode() {
        // By hand: the deltas' magnitudes are 1.5, 3.25, 0.75, 2 and 0.5, 6, 0, 0 → 6 pt.
        let nodes = PackedNodeChanges(moved: [
            NodeMove(index: 1, dx: 1.5, dy: -3.25, dw: 0.75, dh: 2),
            NodeMove(index: 4, dx: -0.5, dy: 0, dw: -6, dh: 0),
        ])
        #expect(RecordedChange.largestMove(in: nodes) == 6)
        // Rounded to the stored 1/256 pt first, as every stored delta is: 1/1024 pt is 0.25 unit → 0.
        #expect(RecordedChange.largestMove(in: PackedNodeChanges(moved: [NodeMove(index: 0, dx: 1.0 / 1024, dy: 0, dw: 0, dh: 0)])) == 0)
        #expect(RecordedChange.largestMove(in: PackedNodeChanges(moved: [NodeMove(index: 0, dx: 0, dy: 0, dw: 0, dh: -3.0 / 256)])) == 3.0 / 256)
        #expect(RecordedChange.largestMove(in: PackedNodeChanges(appeared: [2])) == 0)
    }

    @Test func everyConstantSpellsItsText() {
        #expect(TemplateName.allCases.count == 4)
        for template in TemplateName.allCases {
            #expect(ConstantText.name(of: template).description == template.rawValue)
        }
        let statuses: [(RecordedStatus, String)] = [(.new, "new"), (.changed, "changed"), (.failed, "failed")]
        for (status, text) in statuses {
            #expect(status.text == text)
            #expect(status.constant.description == text)
        }
    }

    @Test func changesBuiltByTheBatchWriterAreStoredWithTheirTextsAndCounts() throws {
        let store = try MigratedDatabase()
        let ledger = store.ledger
        let engineID = try store.engine()
        let (_, revisionID) = try store.model()
        let proposals = try [320.0, 400, 500].map { try ledger.proposalID(width: $0, height: nil, sizeCategory: .large) }
        let runID = try ledger.startRun(engineID: engineID, againstEngineID: nil, filter: "{}", at: "2024-01-01T00:00:00Z").id
        let moved = PackedNodeChanges(moved: [NodeMove(index: 2, dx: 0, dy: 4.5, dw: 0, dh: 0)], appeared: [3], disappeared: [0, 1])
        let written = [
            RecordedChange(runID: runID, revisionID: revisionID, template: .compact, proposalID: proposals[0], status: .changed,
                           nodes: moved, maxDelta: 4.5, packedAhead: nil),
            RecordedChange(runID: runID, revisionID: revisionID, template: .compact, proposalID: proposals[1], status: .new,
                           nodes: PackedNodeChanges(), maxDelta: 0, packedAhead: nil),
            RecordedChange(runID: runID, revisionID: revisionID, template: .wide, proposalID: proposals[2], status: .changed,
                           nodes: moved, maxDelta: 4.5, packedAhead: moved.encode()),
        ]
        // Held back inside the page and written with its other rows (``HeldRunChange``).
        try ledger.writePage { for change in written { try ledger.insertRunChange(change) } }
        let rows = try store.db.fetchAll(sql: """
            SELECT variant, status, moved_nodes, appeared_nodes, disappeared_nodes, max_delta, nodes IS NULL
            FROM run_changes ORDER BY variant, proposal_id
            """).map { row throws(DatabaseError) in
                "\(try row.decode(String.self, at: 0)) \(try row.decode(String.self, at: 1)) \(try row.decode(Int.self, at: 2))"
                    + " \(try row.decode(Int.self, at: 3)) \(try row.decode(Int.self, at: 4)) \(try row.decode(Double.self, at: 5))"
                    + " \(try row.decode(Int.self, at: 6))"
            }
        #expect(rows == ["compact changed 1 1 2 4.5 0", "compact new 0 0 0 0.0 1", "wide changed 1 1 2 4.5 0"])
        // Read back, they equal the same changes made through the public initializer.
        let expected = [
            RecordedChange(runID: runID, revisionID: revisionID, variant: "compact", proposalID: proposals[0], status: "changed", nodes: moved),
            RecordedChange(runID: runID, revisionID: revisionID, variant: "compact", proposalID: proposals[1], status: "new"),
            RecordedChange(runID: runID, revisionID: revisionID, variant: "wide", proposalID: proposals[2], status: "changed", nodes: moved),
        ]
        #expect(try ledger.recordedChanges(runID: runID, status: nil, page: nil) == expected)
        #expect(written == expected)
    }

    @Test func aPageNotesEachDistinctParentOnceHoweverItsIdsRepeat() {
        var references = PageReferences()
        // 20 proposals in turn, more than a key remembers, 50 times over; the same engine on
        // every row; a tree per 20 rows; one id at the bottom of the range.
        for round in 0..<50 {
            for proposal in 1...20 {
                references.note((7, .resultEngine), (Int64(100 + round), .resultTree), (Int64(proposal), .resultProposal))
            }
        }
        references.note(.min, .runChangeRevision)
        references.note(.min, .runChangeRevision)
        references.note(5, .runChangeProposal)
        let distinct = references.distinctIDs
        func ids(_ parent: PageParentTable) -> [Int64] {
            distinct.first { $0.parent == parent }?.ids.map(\.id) ?? []
        }
        #expect(distinct.map(\.parent) == [.engines, .revisions, .trees, .proposals])
        #expect(ids(.engines) == [7])
        #expect(ids(.trees) == Array(100..<150))
        #expect(ids(.proposals) == Array(1...20))
        #expect(ids(.revisions) == [.min])
        // Proposal 5 is named by the key that noted it first in `PageForeignKey` order.
        #expect(distinct.first { $0.parent == .proposals }?.ids.first { $0.id == 5 }?.key == .resultProposal)
    }

    @Test func aPagesTreeNodesAreWrittenTogetherAndReadBackInsideThePage() throws {
        let store = try MigratedDatabase()
        let ledger = store.ledger
        // 3 trees of 25, 1 and 40 nodes: 66 rows, two chunks and the rest, across trees.
        let shapes = [25, 1, 40].enumerated().map { tree, count in
            (0..<count).map { TreeNode(path: "0/\($0)", id: $0 == 0 ? "root-\(tree)" : nil, type: "text", text: "node \(tree).\($0)") }
        }
        let ids = try ledger.writePage {
            let ids = try shapes.enumerated().map { tree, nodes in
                try ledger.insertTree(hash: String(repeating: Character("\(tree + 1)"), count: 64), nodes: nodes)
            }
            // Read inside the page: what is held is written first.
            #expect(try ledger.nodes(treeID: ids[0]) == shapes[0])
            return ids
        }
        for (id, nodes) in zip(ids, shapes) { #expect(try ledger.nodes(treeID: id) == nodes) }
        #expect(try store.db.fetchValue(Int.self, sql: "SELECT count(*) FROM tree_nodes") == 66)
        // A page that fails after storing a tree leaves neither the tree nor its nodes.
        struct Abandoned: Error {}
        #expect(throws: Abandoned.self) {
            try ledger.writePage {
                _ = try ledger.insertTree(hash: String(repeating: "9", count: 64), nodes: shapes[2])
                throw Abandoned()
            }
        }
        #expect(try store.db.fetchValue(Int.self, sql: "SELECT count(*) FROM tree_nodes") == 66)
        #expect(try store.db.fetchValue(Int.self, sql: "SELECT count(*) FROM trees") == 3)
        // A node naming a tree that does not exist fails the page by name, writing nothing.
        let failure = try #require(throws: DatabaseError.self) {
            try ledger.writePage {
                _ = try ledger.insertTree(hash: String(repeating: "8", count: 64), nodes: shapes[1])
                try ledger.db.execute(sql: "DELETE FROM trees WHERE hash = ?", arguments: [.text(String(repeating: "8", count: 64))])
            }
        }
        #expect(failure.message.contains("tree_nodes.tree_id refers to trees id"), "\(failure)")
        #expect(try store.db.fetchValue(Int.self, sql: "SELECT count(*) FROM tree_nodes") == 66)
    }
}
