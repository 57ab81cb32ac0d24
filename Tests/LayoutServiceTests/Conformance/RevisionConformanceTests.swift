import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct RevisionConformanceTests {
        @Test(arguments: StoreBackend.available)
        func everyStateOfAModelIsARevisionNumberedFromOne(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let chips = try seedModel(named: "Chips article")
            #expect(try service.put(chips).outcome == .unchanged)
            let revised = try service.put(try retitled(chips, firstChip: "1st"), message: "shorter")
            #expect(revised.outcome == .revised)
            #expect(revised.revision == 2)
            let reverted = try service.put(chips, message: "back")
            #expect(reverted.revision == 3)
            let revisions = try service.revisions(of: "Chips article")
            #expect(revisions.map(\.number) == [1, 2, 3])
            #expect(revisions.map(\.message) == ["seed", "shorter", "back"])
            #expect(revisions[0].contentHash == revisions[2].contentHash)
            #expect(revisions[0].contentHash != revisions[1].contentHash)
            #expect(try service.model(named: "Chips article") == chips)
        }

        @Test(arguments: StoreBackend.available)
        func anArchivedModelLeavesTheListingsAndKeepsItsHistory(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            try service.archive("Kyoto")
            #expect(try service.models().count == SeedFigures.models - 1)
            #expect(try service.models(includingArchived: true).count == SeedFigures.models)
            #expect(try service.revisions(of: "Kyoto").count == 1)
            #expect(try service.query().allSatisfy { $0.model != "Kyoto" })
        }

        @Test(arguments: StoreBackend.available)
        func modelNamePatternsMatchAsGlobsOnEveryBackend(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            // Hand-picked from the seeds: names starting "Chips", names with "[" … "]" classes, "?".
            let starting = Set(try service.query(ResultCriteria(namePattern: "Chips*")).map(\.model))
            #expect(starting == [
                "Chips article", "Chips in a LazyVGrid: four flexible() columns",
                "Chips in a LazyVGrid: one adaptive(minimum: 50) column",
                "Chips in a LazyVGrid: two flexible columns (min 100, min 10)",
            ])
            let classes = Set(try service.query(ResultCriteria(namePattern: "[EK]*")).map(\.model))
            #expect(classes == ["Emoji", "Empty", "English tags", "Equal priorities", "Equal-width buttons", "Equal-width stacks that fit", "Kyoto"])
            #expect(Set(try service.query(ResultCriteria(namePattern: "Kyot?")).map(\.model)) == ["Kyoto"])
            #expect(try service.query(ResultCriteria(namePattern: "kyoto")).isEmpty)
            #expect(Set(try service.query(ResultCriteria(namePattern: "Chips in a LazyVGrid: four flexible() columns")).map(\.model)).count == 1)
        }
    }
}
