import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct EngineRepositoryTests {
    @Test func anEngineIdentityIsRegisteredOnce() throws {
        let store = try MigratedDatabase()
        let first = try store.engine("f1")
        #expect(try store.engine("f1") == first)
        #expect(try store.engine("f2") != first)
        #expect(try store.ledger.engines().count == 2)
        #expect(try store.ledger.engine(id: first)?.fingerprint == "f1")
        #expect(try store.ledger.engine(id: 99) == nil)
    }

    @Test func thePreviousEngineIsTheOtherOneWithResults() throws {
        let store = try MigratedDatabase()
        let old = try store.engine("f1")
        let new = try store.engine("f2")
        let engines = store.ledger
        #expect(try engines.previousEngine(before: new) == nil)
        let (_, revisionID) = try store.model()
        try store.ledger.recordScenarioTree(engineID: old, revisionID: revisionID, variant: "compact", treeID: try store.tree())
        #expect(try engines.previousEngine(before: new)?.id == old)
        #expect(try engines.previousEngine(before: old) == nil)
    }

    @Test func theCurrentEngineIsOneRowThatSettingReplaces() throws {
        let store = try MigratedDatabase()
        let first = try store.engine("f1")
        let second = try store.engine("f2")
        #expect(try store.ledger.currentEngine() == nil)
        try store.ledger.setCurrentEngine(engineID: first, at: "2024-01-02T00:00:00Z")
        #expect(try store.ledger.currentEngine()?.id == first)
        try store.ledger.setCurrentEngine(engineID: second, at: "2024-01-03T00:00:00Z")
        #expect(try store.ledger.currentEngine()?.id == second)
        let rows = try store.db.fetchAll(sql: "SELECT engine_id, chosen_at FROM current_engine")
        #expect(rows.count == 1)
        #expect(try rows[0].decode(String.self, at: 1) == "2024-01-03T00:00:00Z")
        // Setting the engine that is already current keeps the time it became current.
        try store.ledger.setCurrentEngine(engineID: second, at: "2024-01-04T00:00:00Z")
        #expect(try store.db.fetchAll(sql: "SELECT chosen_at FROM current_engine")[0].decode(String.self, at: 0) == "2024-01-03T00:00:00Z")
    }

    @Test func theEngineOfTheBaselinesHoldsMostOfThem() throws {
        let store = try MigratedDatabase()
        #expect(try store.ledger.baselineEngine() == nil)
        let old = try store.engine("f1")
        let new = try store.engine("f2")
        let proposals = try (1...3).map { try store.ledger.proposalID(width: Double($0) * 100, height: nil, sizeCategory: .large) }
        let (modelID, revisionID) = try store.model()
        let treeID = try store.tree()
        let approval = try store.ledger.appendApproval(undoes: nil, at: "2024-01-01T00:00:00Z", by: "tester", message: "")
        // Two baselines by the old engine, one by the new: the old one holds most.
        for (index, proposalID) in proposals.enumerated() {
            let engineID = index == 2 ? new : old
            _ = try store.ledger.insertResult(store.result(engineID: engineID, treeID: treeID, proposalID: proposalID))
            try store.ledger.setBaseline(Baseline(
                modelID: modelID, variant: "compact", proposalID: proposalID, revisionID: revisionID, engineID: engineID,
                treeID: treeID, approvalID: approval
            ))
        }
        #expect(try store.ledger.baselineEngine()?.id == old)
    }
}
