import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// The writer may commit several laid-out pages in one transaction (``PageCommits``). What it
/// stores must not depend on how pages are grouped: these tests compare every table a batch
/// writes, row by row, between a page per transaction and the largest groups, and check which
/// pages the queue hands the writer.
@Suite struct PageCommitsTests {
    private let larger = EngineOptions(textScale: 1.25)

    /// A store of the seeds and generated models recomputed with the larger engine in pages of
    /// a few revisions (many pages, so many groups), committed as `commits` says; each table's
    /// rows and the report.
    private func recompute(_ commits: PageCommits) throws -> (tables: [[Row]], report: RunReport) {
        let store = try TestStore()
        let widths = try SeedSet.embedded().widths
        try store.service.seed(SeedSet(models: ModelGenerator.generate(trips: 30, chipSets: 30, seed: 5), widths: widths))
        let service = try store.service(options: larger)
        let report = try service.batches.run(batchSize: 48, threads: 2, commits: commits)
        let tables = try BatchTables.queries.map { sql throws in try service.database.fetchAll(sql: sql) }
        return (tables, report)
    }

    @Test func groupedPagesStoreTheSameRowsAsAPagePerTransaction() throws {
        let each = try recompute(.eachPage)
        let grouped = try recompute(.withPagesInFlight)
        let finished = try recompute(.withFinishedPages)
        // The data held changed and unchanged results, node lists and run summary counts.
        #expect(each.report.counts.changed > 0 && each.report.counts.unchanged > 0 && each.report.counts.failed == 0)
        #expect(each.tables.allSatisfy { !$0.isEmpty })
        for (index, sql) in BatchTables.queries.enumerated() {
            for (name, rows) in [("grouped", grouped.tables[index]), ("finished", finished.tables[index])] {
                let expected = each.tables[index]
                #expect(rows.count == expected.count, "\(sql): \(rows.count) rows \(name), \(expected.count) a page per transaction")
                let firstDifference = zip(rows, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(firstDifference == nil, "\(sql): row \(firstDifference ?? -1) differs (\(name))")
            }
        }
        #expect(grouped.report.counts == each.report.counts)
        #expect(finished.report.counts == each.report.counts)
    }

    /// Pages whose batches are finished or not, with revisions numbered from `first`.
    private static func page(_ first: Int64, finished: Bool) -> BatchPage {
        let revision = CurrentRevision(revisionID: first, modelID: first, name: "m\(first)", kind: "tripCard", content: "{}")
        return BatchPage(revisions: [revision], outputs: PageOutputs(sliceCount: 0), batch: WorkerPool.Batch(count: finished ? 0 : 1))
    }

    /// A queue holding pages 1…3 (its limit), of which `finished` are laid out.
    private static func queue(finished: Set<Int64>) throws -> PagesInFlight {
        var queue = PagesInFlight(after: 0, sizes: PageSizes(full: 1, minimum: 1, revisions: nil))
        var next: Int64 = 0
        try queue.fill { _, _ in
            next += 1
            return page(next, finished: finished.contains(next))
        }
        return queue
    }

    @Test func theWriterTakesTheFinishedPagesThatFollowInOrder() throws {
        // Page 2 is laid out, 3 is not: only 2 goes with 1.
        var finished = try Self.queue(finished: [1, 2])
        #expect(PagesInFlight.limit == 3)
        #expect(finished.next()?.revisions.first?.revisionID == 1)
        #expect(finished.takeFollowing(.withFinishedPages).map { $0.revisions[0].revisionID } == [2])
        #expect(finished.next()?.revisions.first?.revisionID == 3)

        var each = try Self.queue(finished: [1, 2, 3])
        _ = each.next()
        #expect(each.takeFollowing(.eachPage).isEmpty)
        #expect(each.next()?.revisions.first?.revisionID == 2)

        var all = try Self.queue(finished: [1, 2, 3])
        _ = all.next()
        #expect(all.takeFollowing(.withPagesInFlight).map { $0.revisions[0].revisionID } == [2, 3])
        #expect(all.next() == nil)
    }
}
