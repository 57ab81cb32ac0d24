import LayoutTestSupport
import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

@Suite struct LayoutServiceQueryTests {
    @Test func queriesFilterLatestResultsByTheirFacts() throws {
        let store = try TestStore()
        let all = try store.service.query()
        #expect(all.count == (try store.service.scenarioCount(.all, proposalCount: try store.service.widths().count)))
        let narrowChips = try store.service.query(ResultCriteria(kind: "chipSet", widthName: "book-narrow"))
        #expect(narrowChips.count == (try store.service.models(kind: .chipSet).count))
        let multiRow = try store.service.query(ResultCriteria(minimumRows: 2))
        #expect(!multiRow.isEmpty)
        #expect(multiRow.allSatisfy { ($0.flowRows ?? 0) >= 2 })
        let truncated = try store.service.query(ResultCriteria(truncated: true))
        #expect(truncated.allSatisfy { $0.truncatedTexts > 0 })
        let overflowing = try store.service.query(ResultCriteria(overflowing: false))
        #expect(overflowing.allSatisfy { $0.overflowingNodes == 0 })
    }

    @Test func queriesFindTheScenariosARunChanged() throws {
        let store = try TestStore()
        let largerText = try store.service(options: EngineOptions(textScale: 1.25))
        let run = try largerText.recompute(threads: 2)
        let changed = try largerText.query(ResultCriteria(changedInRun: run.runID))
        #expect(changed.count == run.counts.changed)
        // Larger text moves the models with text, never the three without.
        #expect(Set(changed.map(\.kind)) == ["tripCard", "chipSet", "viewTree"])
        #expect(!changed.contains { ["Empty", "Flow of eleven rectangles", "Ranked avatars"].contains($0.model) })
    }

    @Test func storedFramesTakeAtMostFortyBytesEachOnDisk() throws {
        let store = try TestStore()
        let widths = try SeedSet.embedded().widths
        try store.service.seed(SeedSet(models: ModelGenerator.generate(trips: 150, chipSets: 150, seed: 7), widths: widths))
        try store.service.database.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        let figures = try store.service.storeFigures()
        #expect(figures.nodeFrames > 10_000)
        #expect(figures.bytesPerNodeFrame <= 40, "\(figures.bytesPerNodeFrame) bytes per node frame")
    }
}
