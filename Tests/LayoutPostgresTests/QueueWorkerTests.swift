import Foundation
@testable import LayoutPostgres
import LayoutTestSupport
import LayoutStorage
import Testing

extension PostgresSuite {
    /// Workers draining a run's queue, each page's work a row of `page_results` whose primary key
    /// refuses a second write: a page done twice would fail the test.
    @Suite struct QueueWorkerTests {
        private func runWithPages(_ pages: Int) throws -> PostgresURL {
            let url = try TemporaryCluster.freshDatabase()
            let connection = try PostgresConnection(url: url)
            try PostgresMigrator().migrate(connection)
            try connection.write { connection in
                try connection.executeScript("""
                    CREATE TABLE page_results (page bigint PRIMARY KEY, worker text NOT NULL);
                    INSERT INTO engines (id, version, fingerprint, options, created_at) VALUES (1, '1', 'f', '{}', 'now');
                    INSERT INTO runs (id, engine_id, filter, started_at) VALUES (1, 1, '{}', 'now');
                    """)
                try RunQueue().enqueue(runID: 1, pages: (0..<Int64(pages)).map { $0...$0 }, on: connection)
            }
            return url
        }

        /// The page's work: one row, and 4 scenarios.
        private static func work(worker: String) -> (PageClaim, PostgresConnection) throws -> Int {
            { claim, connection in
                try connection.execute(
                    sql: "INSERT INTO page_results VALUES ($1, $2)", arguments: [.integer(claim.page.number), .text(worker)]
                )
                return 4
            }
        }

        @Test func twoWorkersDrainARunDoingEachPageOnce() async throws {
            let url = try runWithPages(30)
            let reports = try await withThrowingTaskGroup(of: WorkerReport.self) { group in
                for name in ["a", "b"] {
                    group.addTask {
                        let worker = QueueWorker(name: name, queue: RunQueue(lease: .seconds(30)), url: url)
                        return try worker.drain(runID: 1, page: Self.work(worker: name))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(reports.map(\.pagesCompleted).reduce(0, +) == 30)
            #expect(reports.map(\.scenarios).reduce(0, +) == 120)
            #expect(reports.allSatisfy { $0.pagesLost == 0 })
            let connection = try PostgresConnection(url: url)
            #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM page_results") == 30)
            #expect(try RunQueue().progress(runID: 1, on: connection).isComplete)
        }

        @Test func aWorkerKilledMidPageCostsOnlyItsLease() throws {
            let url = try runWithPages(3)
            // The killed worker: claims page 0, writes half its work, and its session ends
            // without a commit, as when SIGKILL closes its socket.
            let killed = try PostgresConnection(url: url)
            let shortLease = RunQueue(lease: .milliseconds(600))
            let lost = try #require(try shortLease.claim(worker: "killed", on: killed))
            #expect(lost.page.number == 0)
            try killed.executeScript("BEGIN")
            try killed.execute(sql: "INSERT INTO page_results VALUES (0, 'killed')")
            killed.close()

            let survivor = QueueWorker(name: "survivor", queue: shortLease, url: url)
            let report = try survivor.drain(runID: 1, page: Self.work(worker: "survivor"))
            let connection = try PostgresConnection(url: url)
            #expect(report == WorkerReport(pagesCompleted: 3, scenarios: 12, pagesLost: 0))
            let rows = try connection.fetchAll(sql: "SELECT page, worker FROM page_results ORDER BY page")
            #expect(try rows.map { try $0.decode(String.self, named: "worker") } == ["survivor", "survivor", "survivor"])
            #expect(try connection.fetchValue(Int.self, sql: "SELECT claim FROM run_pages WHERE page = 0") == 2)
        }

        @Test func aFailingPageIsRolledBackAndEndsTheDrain() throws {
            struct LayoutFailed: Error {}
            let url = try runWithPages(2)
            let connection = try PostgresConnection(url: url)
            let worker = QueueWorker(name: "w", queue: RunQueue(), url: url)
            #expect(throws: LayoutFailed.self) {
                try worker.drain(runID: 1) { claim, connection in
                    try connection.execute(sql: "INSERT INTO page_results VALUES ($1, 'w')", arguments: [.integer(claim.page.number)])
                    throw LayoutFailed()
                }
            }
            #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM page_results") == 0)
            let progress = try RunQueue().progress(runID: 1, on: connection)
            #expect(progress.claimed == 1 && progress.pending == 1 && progress.done == 0)
        }

        @Test func aServerRestartMidPageIsSurvivedAndThePageRedoneOnce() throws {
            let cluster = try #require(TemporaryCluster.current)
            let url = try runWithPages(3)
            let worker = QueueWorker(name: "w", queue: RunQueue(lease: .seconds(20)), url: url)
            var restarted = false
            let report = try worker.drain(runID: 1) { claim, connection in
                try connection.execute(sql: "INSERT INTO page_results VALUES ($1, 'w')", arguments: [.integer(claim.page.number)])
                if claim.page.number == 1 && !restarted {
                    restarted = true
                    try cluster.restart()
                }
                return 4
            }
            #expect(restarted)
            #expect(report == WorkerReport(pagesCompleted: 3, scenarios: 12, pagesLost: 0))
            let connection = try PostgresConnection(url: url)
            #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM page_results") == 3)
            #expect(try connection.fetchValue(Int.self, sql: "SELECT max(claim) FROM run_pages") == 1)
        }
    }
}
