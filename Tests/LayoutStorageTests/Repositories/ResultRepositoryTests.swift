import LayoutStorage
import Testing

@Suite struct ResultRepositoryTests {
    @Test func aResultIsStoredOncePerKeyAndReadBackWhole() throws {
        let store = try MigratedDatabase()
        let proposalID = try WidthRepository(store.db).proposalID(width: 320, height: nil)
        let record = store.result(engineID: try store.engine(), treeID: try store.tree(), proposalID: proposalID)
        let results = ResultRepository(store.db)
        #expect(try results.insert(record))
        #expect(try !results.insert(store.result(engineID: record.engineID, treeID: record.treeID, proposalID: proposalID, hash: 9)))
        #expect(try results.result(engineID: record.engineID, treeID: record.treeID, proposalID: proposalID) == record)
    }

    @Test func sizesMustBeFiniteAndNotNegative() throws {
        let store = try MigratedDatabase()
        let proposalID = try WidthRepository(store.db).proposalID(width: 320, height: nil)
        var record = store.result(engineID: try store.engine(), treeID: try store.tree(), proposalID: proposalID)
        record.height = -1
        #expect(throws: DatabaseError.self) { try ResultRepository(store.db).insert(record) }
        record.height = .infinity
        #expect(throws: DatabaseError.self) { try ResultRepository(store.db).insert(record) }
    }

    @Test func scenarioResultsReadARangeOfRevisions() throws {
        let store = try MigratedDatabase()
        let engineID = try store.engine()
        let treeID = try store.tree()
        let proposalID = try WidthRepository(store.db).proposalID(width: 320, height: nil)
        let results = ResultRepository(store.db)
        try results.insert(store.result(engineID: engineID, treeID: treeID, proposalID: proposalID))
        let (_, revisionID) = try store.model()
        try results.recordScenarioTree(engineID: engineID, revisionID: revisionID, variant: "compact", treeID: treeID)
        let keys = try results.scenarioResults(engineID: engineID, revisions: revisionID...revisionID)
        #expect(keys.map(\.variant) == ["compact"])
        #expect(keys.first?.resultHash == Array(repeating: 1, count: 16))
        #expect(try results.scenarioResults(engineID: engineID, revisions: (revisionID + 1)...(revisionID + 5)).isEmpty)
    }
}
