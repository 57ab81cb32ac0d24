import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct ResultRepositoryTests {
    @Test func aResultIsStoredOncePerKeyAndReadBackWhole() throws {
        let store = try MigratedDatabase()
        let proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
        let record = store.result(engineID: try store.engine(), treeID: try store.tree(), proposalID: proposalID)
        let results = store.ledger
        #expect(try results.insertResult(record))
        #expect(try !results.insertResult(store.result(engineID: record.engineID, treeID: record.treeID, proposalID: proposalID, hash: 9)))
        #expect(try results.result(engineID: record.engineID, treeID: record.treeID, proposalID: proposalID) == record)
    }

    @Test func sizesMustBeFiniteAndNotNegative() throws {
        let store = try MigratedDatabase()
        let proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
        var record = store.result(engineID: try store.engine(), treeID: try store.tree(), proposalID: proposalID)
        record.height = -1
        #expect(throws: DatabaseError.self) { try store.ledger.insertResult(record) }
        record.height = .infinity
        #expect(throws: DatabaseError.self) { try store.ledger.insertResult(record) }
    }

    @Test func scenarioResultsReadARangeOfRevisions() throws {
        let store = try MigratedDatabase()
        let engineID = try store.engine()
        let treeID = try store.tree()
        let proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
        let results = store.ledger
        try results.insertResult(store.result(engineID: engineID, treeID: treeID, proposalID: proposalID))
        let (_, revisionID) = try store.model()
        try results.recordScenarioTree(engineID: engineID, revisionID: revisionID, variant: "compact", treeID: treeID)
        let keys = try results.scenarioResults(engineID: engineID, revisions: revisionID...revisionID)
        #expect(keys.map(\.variant) == ["compact"])
        #expect(keys.first?.resultHash == Array(repeating: 1, count: 16))
        #expect(try results.scenarioResults(engineID: engineID, revisions: (revisionID + 1)...(revisionID + 5)).isEmpty)
    }
}
