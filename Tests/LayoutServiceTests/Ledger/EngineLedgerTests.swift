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
}
