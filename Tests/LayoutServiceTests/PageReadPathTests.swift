import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// A batch on an SQLite file has its workers read each slice's stored and compared results on
/// read connections of their own; the writer reads them on any other ledger. Both must store
/// the very same rows, which these tests compare table by table with SQL.
@Suite struct PageReadPathTests {
    private let larger = EngineOptions(textScale: 1.25)

    /// A store of the seeds and generated models (trips and chip sets) whose trip cards the
    /// larger engine laid out before (so the full batch finds results stored before it, which
    /// the writer compares), recomputed with the larger engine in small pages, the workers
    /// reading or not; each table's rows, and the reports.
    private func recompute(readingOnWorkers: Bool) throws -> (tables: [[Row]], reports: [RunReport]) {
        let store = try TestStore()
        let widths = try SeedSet.embedded().widths
        try store.service.seed(SeedSet(models: ModelGenerator.generate(trips: 40, chipSets: 40, seed: 11), widths: widths))
        let service = try store.service(options: larger)
        let trips = try service.batches.run(
            ScenarioFilter(kind: .tripCard), batchSize: 64, threads: 2, readingOnWorkers: readingOnWorkers
        )
        let all = try service.batches.run(batchSize: 64, threads: 2, readingOnWorkers: readingOnWorkers)
        let tables = try BatchTables.queries.map { sql throws in try service.database.fetchAll(sql: sql) }
        return (tables, [trips, all])
    }

    @Test func workersReadingStoreTheSameRowsAsTheWriterReading() throws {
        let onWorkers = try recompute(readingOnWorkers: true)
        let onWriter = try recompute(readingOnWorkers: false)
        // The data held cases of every kind: changed, unchanged and new results, node lists, and
        // results stored before the full batch (reused, not computed again).
        let all = onWorkers.reports[1].counts
        #expect(all.changed > 0 && all.unchanged > 0 && all.new == 0 && all.failed == 0)
        #expect(onWorkers.reports[0].counts.changed > 0)
        #expect(all.computed < all.total, "the trip cards the first batch stored are reused")
        #expect(onWorkers.tables.allSatisfy { !$0.isEmpty })
        for (index, sql) in BatchTables.queries.enumerated() {
            #expect(onWorkers.tables[index] == onWriter.tables[index], "\(sql)")
        }
        #expect(onWorkers.reports.map(\.counts) == onWriter.reports.map(\.counts))
    }

    @Test func onlyAStoreFileHasReaders() throws {
        let ledger = try StoreFile(path: ":memory:").open(creating: true).ledger
        #expect(ledger.pageReaders(threadCount: 2) == nil)
        let store = try TestStore(seeded: false)
        #expect((store.service.ledger as? SQLiteLedger)?.pageReaders(threadCount: 2) != nil)
    }
}
