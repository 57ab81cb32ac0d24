import LayoutStorage
import Testing

@Suite struct EngineRepositoryTests {
    @Test func anEngineIdentityIsRegisteredOnce() throws {
        let store = try MigratedDatabase()
        let first = try store.engine("f1")
        #expect(try store.engine("f1") == first)
        #expect(try store.engine("f2") != first)
        #expect(try EngineRepository(store.db).engines().count == 2)
        #expect(try EngineRepository(store.db).engine(id: first)?.fingerprint == "f1")
        #expect(try EngineRepository(store.db).engine(id: 99) == nil)
    }

    @Test func thePreviousEngineIsTheOtherOneWithResults() throws {
        let store = try MigratedDatabase()
        let old = try store.engine("f1")
        let new = try store.engine("f2")
        let engines = EngineRepository(store.db)
        #expect(try engines.previousEngine(before: new) == nil)
        let (_, revisionID) = try store.model()
        try ResultRepository(store.db).recordScenarioTree(engineID: old, revisionID: revisionID, variant: "compact", treeID: try store.tree())
        #expect(try engines.previousEngine(before: new)?.id == old)
        #expect(try engines.previousEngine(before: old) == nil)
    }
}
