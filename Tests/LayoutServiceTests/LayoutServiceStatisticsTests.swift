import LayoutEngine
import LayoutStorage
import Testing
@testable import LayoutService

@Suite struct LayoutServiceStatisticsTests {
    @Test func aServiceAddsItsSessionToTheStoreOnceWhenItSaves() throws {
        let store = try TestStore()
        let seeding = store.service.statistics
        #expect(seeding.computes > 0)
        try store.service.saveStatistics()
        try store.service.saveStatistics()
        let saved = try store.service.storedStatistics()
        #expect(saved.computes == seeding.computes)
        #expect(saved.databaseMisses == seeding.databaseMisses)
        #expect(saved.updatedAt != nil)
    }

    @Test func aSavedServiceAddsWhatItCountedForTheNextOne() throws {
        let store = try TestStore()
        try store.service.saveStatistics()
        let before = try store.service.storedStatistics()
        do {
            let other = try store.service(options: .default)
            _ = try other.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil))
            _ = try other.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil))
            try other.saveStatistics()
        }
        let after = try store.service.storedStatistics()
        #expect(after.memoryHits == before.memoryHits + 1)
        #expect(after.memoryMisses == before.memoryMisses + 1)
        #expect(after.databaseHits + after.databaseMisses == before.databaseHits + before.databaseMisses + 1)
        #expect(after.memoryPeakBytes > 0)
    }

    @Test func aReleasedServiceThatDidNotSaveWritesNothing() throws {
        let store = try TestStore()
        try store.service.saveStatistics()
        let before = try store.service.storedStatistics()
        do {
            let other = try store.service(options: .default)
            _ = try other.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil))
        }
        #expect(try store.service.storedStatistics() == before)
    }

    @Test func aServiceThatCountedNothingWritesNothing() throws {
        let store = try TestStore(seeded: false)
        try store.service.saveStatistics()
        #expect(try store.service.storedStatistics().updatedAt == nil)
    }
}
