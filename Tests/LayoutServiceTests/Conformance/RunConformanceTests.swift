import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct RunConformanceTests {
        private let largerText = EngineOptions(textScale: 1.25)

        @Test(arguments: StoreBackend.available)
        func aRunAfterAnEngineChangeCountsEveryScenarioOnceAndRecordsTheChanges(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            _ = try store.seededService()
            let service = try store.service(options: largerText)
            let report = try service.recompute(threads: 2)
            #expect(report.counts.total == SeedFigures.scenarios)
            #expect(report.counts.computed == SeedFigures.scenarios)
            #expect(report.counts.new == 0)
            #expect(report.counts.changed > 0)
            let run = try #require(try service.ledger.run(id: report.runID))
            #expect(run.finishedAt != nil)
            #expect(run.counts == report.counts)
            let changes = try service.ledger.recordedChanges(runID: report.runID, status: nil, page: nil)
            #expect(changes.count == report.counts.changed + report.counts.new + report.counts.failed)
            #expect(changes == changes.sorted { ($0.revisionID, $0.variant, $0.proposalID) < ($1.revisionID, $1.variant, $1.proposalID) })
            // The summary counts what the changes hold; the largest moves come first.
            let groups = try service.ledger.runChangeGroups(runID: report.runID)
            #expect(groups.map(\.scenarios).reduce(0, +) == changes.count)
            #expect(groups.map(\.movedNodes).reduce(0, +) == changes.map(\.movedNodes).reduce(0, +))
            let largest = try service.ledger.largestRunChanges(runID: report.runID, limit: 3)
            #expect(largest.map(\.maxDelta) == changes.map(\.maxDelta).sorted(by: >).prefix(3).map { $0 })
            // The seeds are one page: its changes read back ranked exactly when their move is at
            // least the page's 64th largest (ties included), on both backends.
            let moves = changes.map(\.maxDelta).filter { $0 > 0 }.sorted(by: >)
            #expect(moves.count > RunChangeRanking.perPage)
            let cut = moves[RunChangeRanking.perPage - 1]
            #expect(changes.allSatisfy { $0.isRanked == ($0.maxDelta > 0 && $0.maxDelta >= cut) })
            #expect(changes.contains { !$0.isRanked })
            let changed = try service.ledger.recordedChanges(runID: report.runID, status: "changed", page: RowWindow(limit: 5, offset: 2))
            #expect(changed == Array(changes.filter { $0.status == "changed" }.dropFirst(2).prefix(5)))
            // A second run reuses every stored result: nothing computed, nothing changed against itself.
            let again = try service.recompute(against: .engine(id: report.engine.id), threads: 2)
            #expect(again.counts.computed == 0)
            #expect(again.counts.unchanged == SeedFigures.scenarios)
            #expect(try service.ledger.runs().map(\.id) == [again.runID, report.runID])
        }

        @Test(arguments: StoreBackend.available)
        func aBatchPagesChangesAreStoredAsTheSameChangesOneByOne(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let ledger = service.ledger
            let engineID = try #require(try ledger.engines().first).id
            let revisions = try ledger.currentRevisions(after: 0, limit: 2, filter: RevisionFilter()).map(\.revisionID)
            let proposals = try [320.0, 400].map { try ledger.proposalID(width: $0, height: nil, sizeCategory: .large) }
            let moved = PackedNodeChanges(moved: [NodeMove(index: 2, dx: 0, dy: 4.5, dw: -1, dh: 0)], appeared: [3], disappeared: [0, 1])
            let small = PackedNodeChanges(moved: [NodeMove(index: 1, dx: 0.5, dy: 0, dw: 0, dh: 0)])
            for run in 0..<2 {
                let runID = try ledger.startRun(engineID: engineID, againstEngineID: nil, filter: "{\"run\":\(run)}", at: "2024-01-01T00:00:00Z").id
                var page = PageRunChanges(runID: runID)
                let movedCounts = NodeChangeCounts(moved)
                // Counted by hand: one move (largest delta 4.5 pt), one node appeared, two disappeared.
                #expect((movedCounts.moved, movedCounts.appeared, movedCounts.disappeared, movedCounts.maxDelta) == (1, 1, 2, 4.5))
                page.appendChanged(revisionID: revisions[0], template: .compact, proposalID: proposals[0], nodes: moved, counts: movedCounts)
                page.appendNew(revisionID: revisions[0], template: .compact, proposalID: proposals[1])
                // Packed ahead as a worker packs them: a slice of a buffer that holds other bytes too.
                let packed: [UInt8] = [0xFF] + small.encode() + [0xFF]
                packed.withUnsafeBufferPointer { all in
                    page.appendChanged(
                        revisionID: revisions[0], template: .wide, proposalID: proposals[0], counts: NodeChangeCounts(small),
                        packed: UnsafeBufferPointer(rebasing: all[1..<all.count - 1])
                    )
                }
                page.appendFailed(revisionID: revisions[1], template: .chips, proposalID: proposals[1], error: "no layout: 'x' ✗")
                page.rank()
                // Inside a page write and outside one, as the changes are recorded one by one.
                if run == 0 {
                    try ledger.writePage { try ledger.insertRunChanges(page: page) }
                } else {
                    try ledger.write { try ledger.insertRunChanges(page: page) }
                }
                var failed = RecordedChange(runID: runID, revisionID: revisions[1], variant: "chips", proposalID: proposals[1], status: "failed")
                failed.error = "no layout: 'x' ✗"
                failed.isRanked = false
                var new = RecordedChange(runID: runID, revisionID: revisions[0], variant: "compact", proposalID: proposals[1], status: "new")
                new.isRanked = false
                let expected = [
                    RecordedChange(runID: runID, revisionID: revisions[0], variant: "compact", proposalID: proposals[0], status: "changed", nodes: moved),
                    new,
                    RecordedChange(runID: runID, revisionID: revisions[0], variant: "wide", proposalID: proposals[0], status: "changed", nodes: small),
                    failed,
                ].sorted { ($0.revisionID, $0.variant, $0.proposalID) < ($1.revisionID, $1.variant, $1.proposalID) }
                let stored = try ledger.recordedChanges(runID: runID, status: nil, page: nil)
                #expect(stored == expected)
                #expect(stored.map(\.isRanked) == expected.map(\.isRanked))
                #expect(stored.map(\.maxDelta).sorted() == [0, 0, 0.5, 4.5])
                #expect(try ledger.largestRunChanges(runID: runID, limit: 1).map(\.variant) == ["compact"])
            }
        }

        @Test(arguments: StoreBackend.available)
        func aStoppedRunIsResumedWhereItsLastPageCommitted(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            _ = try store.seededService()
            let service = try store.service(options: largerText)
            var pages = 0
            #expect(throws: ServiceError.self) {
                try service.recompute(batchSize: 16, threads: 1) { progress in
                    if progress.done > 0 { pages += 1 }
                    if pages == 3 { throw ServiceError.invalidArgument("stop") }
                }
            }
            let stopped = try #require(try service.ledger.runs().first)
            #expect(stopped.finishedAt == nil)
            #expect(stopped.counts.total > 0 && stopped.counts.total < SeedFigures.scenarios)
            let resumed = try store.service(options: largerText).recompute(batchSize: 16, threads: 1)
            #expect(resumed.runID == stopped.id)
            #expect(resumed.resumed)
            #expect(resumed.counts.total == SeedFigures.scenarios)
            #expect(resumed.counts.computed == SeedFigures.scenarios)
        }
    }
}
