import Foundation
@testable import LayoutPostgres
import LayoutTestSupport
import LayoutStorage
import Testing

extension PostgresSuite {
    /// The queue of a distributed recompute, on real connections: each worker has its own.
    @Suite struct RunQueueTests {
        /// A migrated database with run 1 split into `pages` pages of one revision id each.
        private func queueWithRun(pages: Int) throws -> PostgresURL {
            let url = try TemporaryCluster.freshDatabase()
            let connection = try PostgresConnection(url: url)
            try PostgresMigrator().migrate(connection)
            try connection.write { connection in
                try connection.executeScript("""
                    INSERT INTO engines (id, version, fingerprint, options, created_at) VALUES (1, '1', 'f', '{}', 'now');
                    INSERT INTO runs (id, engine_id, filter, started_at) VALUES (1, 1, '{}', 'now');
                    """)
                try RunQueue().enqueue(runID: 1, pages: (0..<Int64(pages)).map { $0 * 10...$0 * 10 + 9 }, on: connection)
            }
            return url
        }

        @Test func aClaimHandsOutThePageWithItsRevisions() throws {
            let connection = try PostgresConnection(url: queueWithRun(pages: 2))
            let claim = try #require(try RunQueue().claim(worker: "a", on: connection))
            #expect(claim == PageClaim(page: RunPage(runID: 1, number: 0, revisionIDs: 0...9), worker: "a", claim: 1))
            let second = try #require(try RunQueue().claim(worker: "a", runID: 1, on: connection))
            #expect(second.page.revisionIDs == 10...19)
            #expect(try RunQueue().claim(worker: "a", on: connection) == nil)
        }

        @Test func aPageBeingClaimedIsSkippedNotWaitedFor() throws {
            let url = try queueWithRun(pages: 2)
            let first = try PostgresConnection(url: url)
            let second = try PostgresConnection(url: url)
            // The first claim stays uncommitted, so its row stays locked while the second claims.
            let (held, other) = try first.write { first in
                let held = try RunQueue().claim(worker: "first", on: first)
                return (held, try RunQueue().claim(worker: "second", on: second))
            }
            #expect(held?.page.number == 0)
            #expect(other?.page.number == 1)
        }

        @Test func twoWorkersNeverClaimTheSamePage() async throws {
            let url = try queueWithRun(pages: 40)
            let claims = try await withThrowingTaskGroup(of: [PageClaim].self) { group in
                for worker in ["a", "b"] {
                    group.addTask {
                        let connection = try PostgresConnection(url: url)
                        let queue = RunQueue()
                        var claimed: [PageClaim] = []
                        while let claim = try queue.claim(worker: worker, on: connection) {
                            claimed.append(claim)
                            try connection.write { try queue.complete(claim, scenarios: 3, on: $0) }
                        }
                        return claimed
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(claims.map(\.page.number).sorted() == Array(0..<40))
            #expect(claims.allSatisfy { $0.claim == 1 })
            let progress = try RunQueue().progress(runID: 1, on: PostgresConnection(url: url))
            #expect(progress == QueueProgress(pending: 0, claimed: 0, expired: 0, done: 40, workers: [], scenariosDone: 120))
            #expect(progress.isComplete)
        }

        @Test func aPageWhoseLeaseExpiredIsClaimedAgainAndTheOldClaimCannotComplete() throws {
            let url = try queueWithRun(pages: 1)
            let dead = try PostgresConnection(url: url)
            let alive = try PostgresConnection(url: url)
            let shortLease = RunQueue(lease: .milliseconds(50))
            let stale = try #require(try shortLease.claim(worker: "dead", on: dead))
            #expect(try RunQueue().claim(worker: "alive", on: alive) == nil)
            Thread.sleep(forTimeInterval: 0.2)
            #expect(try RunQueue().progress(runID: 1, on: alive).expired == 1)
            let redo = try #require(try RunQueue().claim(worker: "alive", on: alive))
            #expect(redo.page == stale.page)
            #expect(redo.claim == 2)
            #expect(try shortLease.renew(stale, on: dead) == false)
            try dead.executeScript("CREATE TABLE page_results (note text)")
            #expect(throws: PageClaimLost(claim: stale)) {
                try dead.write { connection in
                    try connection.execute(sql: "INSERT INTO page_results VALUES ($1)", arguments: ["stale work"])
                    try shortLease.complete(stale, scenarios: 1, on: connection)
                }
            }
            #expect(try dead.fetchValue(Int.self, sql: "SELECT count(*) FROM page_results") == 0)
            try alive.write { try RunQueue().complete(redo, scenarios: 1, on: $0) }
            #expect(try RunQueue().progress(runID: 1, on: alive).done == 1)
        }

        @Test func aCompletedPageIsNeverClaimedAgain() throws {
            let connection = try PostgresConnection(url: queueWithRun(pages: 1))
            let shortLease = RunQueue(lease: .milliseconds(50))
            let claim = try #require(try shortLease.claim(worker: "a", on: connection))
            try connection.write { try shortLease.complete(claim, scenarios: 5, on: $0) }
            Thread.sleep(forTimeInterval: 0.2) // past the lease the claim had
            #expect(try RunQueue().claim(worker: "b", on: connection) == nil)
            #expect(try shortLease.renew(claim, on: connection) == false)
            #expect(throws: PageClaimLost.self) {
                try connection.write { try shortLease.complete(claim, scenarios: 5, on: $0) }
            }
        }

        @Test func aHeartbeatMovesTheLeaseForwardAndProgressNamesTheWorkers() throws {
            let connection = try PostgresConnection(url: queueWithRun(pages: 3))
            let queue = RunQueue(lease: .seconds(60))
            let claim = try #require(try queue.claim(worker: "host-a:12", on: connection))
            _ = try queue.claim(worker: "host-b:7", on: connection)
            let expiry = "SELECT extract(epoch FROM lease_expires_at)::float8 FROM run_pages WHERE page = 0"
            let before = try #require(try connection.fetchValue(Double.self, sql: expiry))
            Thread.sleep(forTimeInterval: 0.05)
            #expect(try queue.renew(claim, on: connection))
            let after = try #require(try connection.fetchValue(Double.self, sql: expiry))
            #expect(after > before)
            let progress = try queue.progress(runID: 1, on: connection)
            #expect(progress == QueueProgress(pending: 1, claimed: 2, expired: 0, done: 0, workers: ["host-a:12", "host-b:7"], scenariosDone: 0))
        }

        @Test func aHeartbeatHoldsThePagePastItsLeaseUntilStopped() throws {
            let url = try queueWithRun(pages: 1)
            let worker = try PostgresConnection(url: url)
            let other = try PostgresConnection(url: url)
            let queue = RunQueue(lease: .milliseconds(1500))
            let claim = try #require(try queue.claim(worker: "a", on: worker))
            let heartbeat = LeaseHeartbeat(claim: claim, queue: queue, url: url)
            Thread.sleep(forTimeInterval: 2.0) // past the lease of the claim alone
            #expect(try queue.claim(worker: "b", on: other) == nil)
            #expect(heartbeat.isHeld)
            #expect(heartbeat.renewals > 0)
            heartbeat.stop()
            Thread.sleep(forTimeInterval: 1.7) // past the last renewal's lease
            #expect(try queue.claim(worker: "b", on: other)?.claim == 2)
        }

        @Test func aHeartbeatNoticesTheClaimWasTakenOver() throws {
            let url = try queueWithRun(pages: 1)
            let connection = try PostgresConnection(url: url)
            let stale = try #require(try RunQueue(lease: .milliseconds(50)).claim(worker: "a", on: connection))
            Thread.sleep(forTimeInterval: 0.1)
            _ = try #require(try RunQueue().claim(worker: "b", on: connection))
            let heartbeat = LeaseHeartbeat(claim: stale, queue: RunQueue(lease: .milliseconds(60)), url: url)
            let deadline = Date().addingTimeInterval(10)
            while heartbeat.isHeld && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            #expect(!heartbeat.isHeld)
            #expect(heartbeat.failure == nil)
            heartbeat.stop()
        }

        @Test func enqueuedPagesCarryTheScenariosTheyArePlannedWith() throws {
            let url = try queueWithRun(pages: 0)
            let connection = try PostgresConnection(url: url)
            try connection.write { try RunQueue().enqueue(runID: 1, pages: [1...4, 5...9], plannedScenarios: [24, 16], on: $0) }
            let progress = try RunQueue().progress(runID: 1, on: connection)
            #expect(progress.total == 2)
            #expect(progress.scenariosPlanned == 40)
            #expect(try RunQueue().hasPages(runID: 1, on: connection))
        }

        @Test func openRunsAreThoseWithAPageNotDoneOldestFirst() throws {
            let url = try queueWithRun(pages: 1)
            let connection = try PostgresConnection(url: url)
            try connection.write { connection in
                try connection.executeScript("INSERT INTO runs (id, engine_id, filter, started_at) VALUES (2, 1, '{\"kind\":\"chipSet\"}', 'now')")
                try RunQueue().enqueue(runID: 2, pages: [0...9], on: connection)
            }
            #expect(try RunQueue().openRuns(on: connection) == [1, 2])
            let claim = try #require(try RunQueue().claim(worker: "a", runID: 1, on: connection))
            #expect(try RunQueue().openRuns(on: connection) == [1, 2], "a claimed page is still open")
            try connection.write { try RunQueue().complete(claim, scenarios: 8, on: $0) }
            #expect(try RunQueue().openRuns(on: connection) == [2])
        }

        @Test func aPageIsTheLastOpenOneOnlyWhenEveryOtherPageIsDone() throws {
            let connection = try PostgresConnection(url: queueWithRun(pages: 2))
            let queue = RunQueue()
            let first = try #require(try queue.claim(worker: "a", on: connection))
            let second = try #require(try queue.claim(worker: "b", on: connection))
            #expect(try !queue.isLastOpenPage(first.page, on: connection))
            try connection.write { try queue.complete(second, scenarios: 8, on: $0) }
            #expect(try queue.isLastOpenPage(first.page, on: connection))
        }

        @Test func activityCountsWhatEachWorkerCompletedAndWhoWorksNow() throws {
            let connection = try PostgresConnection(url: queueWithRun(pages: 4))
            let queue = RunQueue(lease: .seconds(60))
            for scenarios in [5, 7] {
                let claim = try #require(try queue.claim(worker: "host-a:1", on: connection))
                try connection.write { try queue.complete(claim, scenarios: scenarios, on: $0) }
            }
            let held = try #require(try queue.claim(worker: "host-b:2", on: connection))
            let activity = try queue.activity(runID: 1, on: connection)
            #expect(activity.workers.map(\.name) == ["host-a:1", "host-b:2"])
            #expect(activity.workers.map(\.pagesDone) == [2, 0])
            #expect(activity.workers.map(\.scenarios) == [12, 0])
            #expect(activity.workers.map(\.holdsLease) == [false, true])
            #expect(activity.workers.allSatisfy { $0.secondsSinceSeen >= 0 && $0.secondsSinceSeen < 60 })
            #expect(activity.scenariosLastMinute == 12)
            let elapsed = try #require(activity.elapsedSeconds)
            #expect(elapsed >= 0 && elapsed < 60)
            #expect(held.page.number == 2)
        }
    }
}
