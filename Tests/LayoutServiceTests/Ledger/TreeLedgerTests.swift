import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct TreeRepositoryTests {
    @Test func aTreeShapeIsStoredOncePerHash() throws {
        let store = try MigratedDatabase()
        let treeID = try store.tree()
        let trees = store.ledger
        #expect(try trees.treeID(hash: String(repeating: "b", count: 64)) == treeID)
        #expect(try trees.nodes(treeID: treeID).map(\.path) == ["0", "0/0"])
        #expect(try trees.nodes(treeID: treeID)[1].text == "Kyoto")
        #expect(throws: DatabaseError.self) { _ = try store.tree() }
    }
}
