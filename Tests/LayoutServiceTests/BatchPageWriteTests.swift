import LayoutEngine
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// Batch recomputes on real store files write through `ResultLedger.writePage`, whose foreign
/// keys SQLite checks once per distinct parent instead of once per row.
@Suite struct BatchPageWriteTests {
    private let larger = EngineOptions(textScale: 1.25)

    /// What a recompute of the seeds with a larger text scale left, and the store it left it in.
    private struct Written {
        let store: TestStore
        let results: [ResultEntry]
        let changes: [RecordedChange]
        let groups: [RunChangeGroup]
        let counts: RunCounts
    }

    /// Seeds a store and recomputes it with a larger text scale in pages of a few revisions:
    /// each page in its own transaction (the page write), or, `perRow`, every page inside one
    /// open transaction, where the ledger writes pages with SQLite's per-row checks.
    private func recomputeSeeds(perRow: Bool) throws -> Written {
        let store = try TestStore()
        let service = try store.service(options: larger)
        let ledger = service.ledger
        let report = try perRow
            ? ledger.write { try service.recompute(batchSize: 64, threads: 2) }
            : service.recompute(batchSize: 64, threads: 2)
        return Written(
            store: store, results: try ledger.allResults(), changes: try ledger.recordedChanges(runID: report.runID, status: nil, page: nil),
            groups: try ledger.runChangeGroups(runID: report.runID), counts: report.counts
        )
    }

    @Test func aRecomputeLeavesNoForeignKeyViolationAndEnforcementOn() throws {
        let written = try recomputeSeeds(perRow: false)
        #expect(written.counts.changed > 0 && written.counts.unchanged > 0)
        let database = written.store.service.database
        #expect(try database.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
        #expect(try database.enforcesForeignKeys())
        // A second engine change, over the first one's pages.
        let service = try written.store.service(options: EngineOptions(textScale: 1.5))
        let report = try service.recompute(batchSize: 64, threads: 2)
        #expect(report.counts.changed > 0)
        #expect(try service.database.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
        #expect(try service.database.enforcesForeignKeys())
    }

    @Test func pagesStoreTheSameBytesAsPerRowChecks() throws {
        let paged = try recomputeSeeds(perRow: false)
        let perRow = try recomputeSeeds(perRow: true)
        #expect(paged.results.count > 0 && paged.changes.count == paged.counts.changed + paged.counts.new + paged.counts.failed)
        #expect(paged.changes.contains { !$0.nodes.isEmpty })
        #expect(paged.results == perRow.results)
        #expect(paged.changes == perRow.changes)
        #expect(paged.groups == perRow.groups)
        #expect(paged.counts == perRow.counts)
    }
}
