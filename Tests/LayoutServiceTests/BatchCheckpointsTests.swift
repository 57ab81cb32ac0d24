import Foundation
import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// A batch on a store file checkpoints its write-ahead log beside the writer
/// (``BatchCheckpoints``): with a threshold of a few frames, every page's commit passes it, so
/// the checkpoint thread and the writer's own checkpoints at the cap run again and again while
/// the workers read and the writer writes. What the batch stores must not change for it, and
/// SQLite must checkpoint by itself again afterwards.
@Suite struct BatchCheckpointsTests {
    /// Every row a batch writes, in key order (timestamps left out).
    private static let tables = [
        "SELECT * FROM results ORDER BY engine_id, tree_id, proposal_id",
        "SELECT * FROM run_changes ORDER BY run_id, revision_id, variant, proposal_id",
        "SELECT * FROM run_change_counts ORDER BY run_id, kind, variant, proposal_id, status",
    ]

    /// A store of the seeds and generated models recomputed with a larger text scale in pages
    /// of a few revisions, its writer's automatic checkpoint threshold set to `threshold`
    /// frames; the tables, the report, and the threshold after the run.
    private func recompute(threshold: Int) throws -> (tables: [[Row]], report: RunReport, thresholdAfter: Int?) {
        let store = try TestStore()
        try store.service.seed(SeedSet(models: ModelGenerator.generate(trips: 40, chipSets: 40, seed: 5), widths: try SeedSet.embedded().widths))
        let service = try store.service(options: EngineOptions(textScale: 1.25))
        try service.database.execute(sql: "PRAGMA wal_autocheckpoint = \(threshold)")
        let report = try service.batches.run(batchSize: 64, threads: 2)
        let tables = try Self.tables.map { sql throws in try service.database.fetchAll(sql: sql) }
        let after = try service.database.fetchValue(Int.self, sql: "PRAGMA wal_autocheckpoint")
        #expect(try service.database.fetchValue(String.self, sql: "PRAGMA integrity_check") == "ok")
        return (tables, report, after)
    }

    @Test func checkpointingBesideTheWriterStoresTheSameRows() throws {
        let often = try recompute(threshold: 2)
        let rarely = try recompute(threshold: 1_000_000)
        #expect(often.report.counts.total > 500 && often.report.counts.changed > 0 && often.report.counts.failed == 0)
        #expect(often.tables.allSatisfy { !$0.isEmpty })
        for (index, sql) in Self.tables.enumerated() {
            #expect(often.tables[index] == rarely.tables[index], "\(sql)")
        }
        #expect(often.report.counts == rarely.report.counts)
        #expect(often.thresholdAfter == 2 && rarely.thresholdAfter == 1_000_000, "SQLite checkpoints by itself again")
    }

    /// The policy after each commit, by hand from its rule: the writer at four times SQLite's
    /// threshold whatever else holds; otherwise one background checkpoint at a time from a
    /// quarter of the threshold on, none once the run's last pages are in flight, none when
    /// SQLite's checkpoints are off (threshold 0).
    @Test(arguments: [
        // (log frames, threshold, running, run ending, expected)
        (0, 1_000, false, false, BatchCheckpoints.Step.none),
        (249, 1_000, false, false, .none),
        (250, 1_000, false, false, .background),
        (999, 1_000, false, false, .background),
        (999, 1_000, true, false, .none),
        (999, 1_000, false, true, .none),
        (3_999, 1_000, true, true, .none),
        (4_000, 1_000, false, false, .writer),
        (4_000, 1_000, true, true, .writer),
        (1, 2, false, false, .background),
        (8, 2, false, false, .writer),
        (10_000, 0, false, false, .none),
    ])
    func afterACommit(_ logFrames: Int, _ threshold: Int, _ running: Bool, _ runEnding: Bool, _ expected: BatchCheckpoints.Step) {
        #expect(BatchCheckpoints.step(logFrames: logFrames, threshold: threshold, running: running, runEnding: runEnding) == expected)
    }

    @Test func onlyAStoreFileHasCheckpoints() throws {
        let ledger = try StoreFile(path: ":memory:").open(creating: true).ledger
        #expect(try ledger.batchCheckpoints() == nil)
    }
}
