import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct CacheStatisticsRepositoryTests {
    @Test func aFreshStoreHasZeroesAndNoUpdateTime() throws {
        let store = try MigratedDatabase()
        #expect(try store.ledger.cacheFigures() == CacheFigures())
    }

    @Test func sessionsAddTheirCountsAndKeepTheHighestPeak() throws {
        let store = try MigratedDatabase()
        let repository = store.ledger
        try repository.addCacheFigures(CacheFigures(memoryHits: 3, memoryMisses: 2, databaseHits: 1, databaseMisses: 1, computes: 1, memoryPeakBytes: 900), at: "t1")
        try repository.addCacheFigures(CacheFigures(memoryHits: 1, memoryMisses: 4, databaseHits: 2, databaseMisses: 2, computes: 2, memoryPeakBytes: 500), at: "t2")
        #expect(try repository.cacheFigures() == CacheFigures(
            memoryHits: 4, memoryMisses: 6, databaseHits: 3, databaseMisses: 3, computes: 3, memoryPeakBytes: 900, updatedAt: "t2"
        ))
    }
}
