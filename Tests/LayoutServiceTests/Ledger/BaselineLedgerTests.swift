import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct BaselineRepositoryTests {
    @Test func revertingAnApprovalRestoresTheBaselineItReplaced() throws {
        let store = try MigratedDatabase()
        let engineID = try store.engine()
        let (oldTree, newTree) = (try store.tree("b"), try store.tree("c"))
        let proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
        let results = store.ledger
        try results.insertResult(store.result(engineID: engineID, treeID: oldTree, proposalID: proposalID))
        try results.insertResult(store.result(engineID: engineID, treeID: newTree, proposalID: proposalID))
        let (modelID, revisionID) = try store.model()
        let baselines = store.ledger
        let first = try baselines.appendApproval(undoes: nil, at: "t1", by: "ana", message: "first")
        try baselines.approveBaseline(Baseline(modelID: modelID, variant: "compact", proposalID: proposalID, revisionID: revisionID,
                                             engineID: engineID, treeID: oldTree, approvalID: first))
        let second = try baselines.appendApproval(undoes: nil, at: "t2", by: "ana", message: "second")
        try baselines.approveBaseline(Baseline(modelID: modelID, variant: "compact", proposalID: proposalID, revisionID: revisionID,
                                             engineID: engineID, treeID: newTree, approvalID: second))
        #expect(try baselines.latestUndoableApproval()?.id == second)
        let undo = try baselines.appendApproval(undoes: second, at: "t3", by: "ana", message: "undo")
        try baselines.revertApproval(approvalID: second, undoID: undo)
        #expect(try baselines.baseline(modelID: modelID, variant: "compact", proposalID: proposalID)?.treeID == oldTree)
        #expect(try baselines.latestUndoableApproval()?.id == first)
        #expect(try baselines.approvals().map(\.action) == ["approve", "approve", "undo"])
        #expect(throws: DatabaseError.self) { try store.db.execute(sql: "DELETE FROM approvals") }
    }

    @Test func aBaselineMustPointAtAStoredResult() throws {
        let store = try MigratedDatabase()
        let (modelID, revisionID) = try store.model()
        let baselines = store.ledger
        let approval = try baselines.appendApproval(undoes: nil, at: "t1", by: "ana", message: "first")
        let proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
        #expect(throws: DatabaseError.self) {
            try baselines.approveBaseline(Baseline(modelID: modelID, variant: "compact", proposalID: proposalID, revisionID: revisionID,
                                                 engineID: try store.engine(), treeID: try store.tree(), approvalID: approval))
        }
    }
}
