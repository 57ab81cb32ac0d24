import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct ModelRepositoryTests {
    @Test func revisionsAreNumberedAndCannotBeChanged() throws {
        let store = try MigratedDatabase()
        let (modelID, _) = try store.model()
        let models = store.ledger
        let second = try models.appendRevision(
            modelID: modelID, contentHash: String(repeating: "c", count: 64), content: "{}", message: "two", at: "2024-01-02T00:00:00Z"
        )
        #expect(second.number == 2)
        #expect(try models.currentRevision(modelID: modelID) == second)
        #expect(try models.revisions(modelID: modelID).map(\.number) == [1, 2])
        #expect(throws: DatabaseError.self) { try store.db.execute(sql: "UPDATE revisions SET message = 'x'") }
        #expect(throws: DatabaseError.self) { try store.db.execute(sql: "DELETE FROM revisions") }
    }

    @Test func currentRevisionsPageInIdOrderSkippingArchivedModels() throws {
        let store = try MigratedDatabase()
        let (_, first) = try store.model("a", kind: "chipSet")
        let (archivedID, _) = try store.model("b", kind: "chipSet")
        let (_, third) = try store.model("c", kind: "tripCard")
        let models = store.ledger
        try models.setArchived(modelID: archivedID, at: "2024-01-03T00:00:00Z")
        #expect(try models.currentRevisions(after: 0, limit: 10, filter: RevisionFilter()).map(\.revisionID) == [first, third])
        #expect(try models.currentRevisions(after: first, limit: 10, filter: RevisionFilter()).map(\.revisionID) == [third])
        #expect(try models.currentRevisions(after: 0, limit: 10, filter: RevisionFilter(kind: "chipSet")).map(\.name) == ["a"])
        #expect(try models.countCurrentRevisions(filter: RevisionFilter(namePattern: "[ac]")) == 2)
    }

    @Test func aModelNameIsUniqueAndNotEmpty() throws {
        let store = try MigratedDatabase()
        _ = try store.model()
        #expect(throws: DatabaseError.self) { _ = try store.model() }
        #expect(throws: DatabaseError.self) { _ = try store.model("") }
    }
}
