import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// A batch indexes only the largest moves of each page it writes (`RunChangeRanking`, migration
/// 0013); a run's largest moves read through that index must equal those sorted out of all its
/// changes.
@Suite struct RunChangeRankingTests {
    private func change(_ revisionID: Int64, maxDelta: Double) -> RecordedChange {
        RecordedChange(
            runID: 1, revisionID: revisionID, variant: "compact", proposalID: 1, status: "changed", nodes: PackedNodeChanges(),
            movedNodes: 1, maxDelta: maxDelta, legacyMoves: nil, error: nil
        )
    }

    @Test func aPageRanksItsLargestMovesTiesIncludedAndNothingThatDidNotMove() {
        // 200 changes: deltas 0…99 twice (0 never moved); the 64 largest are 99…68 twice over,
        // so the 64th largest is 68 and every change of 68 or more is ranked: 2 × 32 = 64.
        var changes = (0..<200).map { change(Int64($0), maxDelta: Double($0 % 100)) }
        RunChangeRanking.rank(&changes)
        #expect(changes.filter(\.isRanked).count == 64)
        #expect(changes.allSatisfy { $0.isRanked == ($0.maxDelta >= 68) })
        // A tie across the cut keeps every tied change.
        var tied = (0..<100).map { change(Int64($0), maxDelta: $0 < 70 ? 5 : 1) }
        RunChangeRanking.rank(&tied)
        #expect(tied.filter(\.isRanked).count == 70)
        // A page of fewer moves than the cut ranks every move, and no change that did not move.
        var few = [change(1, maxDelta: 0), change(2, maxDelta: 3), change(3, maxDelta: 0.5)]
        RunChangeRanking.rank(&few)
        #expect(few.map(\.isRanked) == [false, true, true])
    }

    @Test func aRunsLargestMovesThroughTheIndexEqualThoseSortedOutOfAllItsChanges() throws {
        let store = try TestStore()
        try store.service.seed(SeedSet(models: ModelGenerator.generate(trips: 40, chipSets: 40, seed: 3), widths: try SeedSet.embedded().widths))
        let service = try store.service(options: EngineOptions(textScale: 1.25))
        // Full pages of 10 revisions in the middle of the run (smaller at its start and end,
        // `PageSizes`): about a hundred changes each, more than the 64 a page ranks.
        let report = try service.recompute(batchSize: 160, threads: 2)
        let database = service.database
        let pages = try database.fetchValue(Int64.self, sql: "SELECT count(*) FROM run_changes WHERE run_id = ?", arguments: [.integer(report.runID)]) ?? 0
        let ranked = try database.fetchValue(Int64.self, sql: "SELECT count(*) FROM run_changes WHERE run_id = ? AND ranked = 1", arguments: [.integer(report.runID)]) ?? 0
        #expect(pages > 2 * Int64(RunChangeRanking.perPage))
        #expect(ranked >= Int64(RunChangeRanking.perPage) && ranked < pages, "ranking left some changes out of the index")
        for limit in [1, 10, RunChangeRanking.perPage, RunChangeRanking.perPage + 1, 1_000] {
            let expected = try database.fetchAll(sql: """
                SELECT revision_id, variant, proposal_id FROM run_changes NOT INDEXED WHERE run_id = ? AND max_delta > 0
                ORDER BY max_delta DESC, revision_id DESC, variant DESC, proposal_id DESC LIMIT ?
                """, arguments: [.integer(report.runID), .integer(Int64(limit))]).map {
                "\(try $0.decode(Int64.self, at: 0)) \(try $0.decode(String.self, at: 1)) \(try $0.decode(Int64.self, at: 2))"
            }
            let largest = try service.ledger.largestRunChanges(runID: report.runID, limit: limit).map {
                "\($0.revisionID) \($0.variant) \($0.proposalID)"
            }
            #expect(!expected.isEmpty)
            #expect(largest == expected, "the \(limit) largest moves")
        }
    }
}
