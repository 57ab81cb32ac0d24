#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutPostgres
import LayoutStorage
import LayoutTestSupport
import Testing

/// A distributed recompute on a real PostgreSQL cluster with two `layoutstore worker`
/// processes, one killed with SIGKILL while it holds a page (issue 17): the run completes
/// exactly once — its counts equal the scenarios, no scenario's change is recorded twice, and
/// every scenario has its result.
///
/// Without PostgreSQL installed the test is skipped with the reason; in CI (`CI=true`) it runs.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .serialized
)
struct KilledWorkerTests {
    /// Trip cards and chip sets generated on top of the seeds: enough for a few dozen pages.
    static let trips = 300
    static let chipSets = 100
    /// The lease of both workers: short, so the killed worker's page is redone soon.
    static let leaseSeconds = "3"

    @Test func aRunSurvivesAWorkerKilledMidPageAndCompletesExactlyOnce() throws {
        let cluster = try TemporaryCluster.start()
        defer { cluster.stop() }
        let db = try cluster.createDatabaseURLText()
        let url = try PostgresURL(db)
        let directory = try TemporaryDirectory(prefix: "KilledWorkerTests")
        try Self.succeed(["seed", "--db", db], in: directory)
        try Self.succeed(["generate", "--trips", "\(Self.trips)", "--chip-sets", "\(Self.chipSets)", "--db", db], in: directory)
        let expected = try Self.expectedScenarios(url)
        #expect(expected > 4_000, "the store holds enough scenarios for many pages")

        let queued = try Self.succeed(["recompute", "--no-wait", "--page-scenarios", "150", "--format", "csv", "--db", db], in: directory)
        let runID = try #require(ConcurrentWriterTests.csvRows(queued.output).first.flatMap { Int64($0[0]) })
        let connection = try PostgresConnection(url: url)
        let pages = try #require(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM run_pages WHERE run_id = $1", arguments: [.integer(runID)]))
        #expect(pages >= 20, "the run is split into many pages")

        let workerArguments = ["worker", "--threads", "1", "--lease", Self.leaseSeconds, "--format", "csv", "--db", db]
        let doomed = try LayoutStoreProcess(workerArguments, directory: directory.url)
        let survivor = try LayoutStoreProcess(workerArguments, directory: directory.url)
        defer {
            doomed.kill()
            survivor.kill()
        }
        let killedPage = try Self.killMidPage(doomed, runID: runID, connection: connection)
        #expect(doomed.wait().status == 128 + SIGKILL)

        let outcome = try Self.wait(for: survivor, seconds: 600)
        #expect(outcome.status == 0, "the surviving worker finishes the run: \(outcome.error)")

        // The run finished once, with every scenario counted once.
        let run = try #require(try connection.fetchOne(
            sql: "SELECT finished_at, unchanged + changed + new + failed AS total, new FROM runs WHERE id = $1", arguments: [.integer(runID)]
        ))
        #expect(try run.decode(String?.self, named: "finished_at") != nil)
        #expect(try run.decode(Int.self, named: "total") == expected)
        // The first engine has nothing to compare with: every scenario is new and recorded once.
        #expect(try run.decode(Int.self, named: "new") == expected)
        let changes = try #require(try connection.fetchOne(sql: """
            SELECT count(*) AS changes, count(DISTINCT (revision_id, variant, proposal_id)) AS scenarios
            FROM run_changes WHERE run_id = $1
            """, arguments: [.integer(runID)]))
        #expect(try changes.decode(Int.self, named: "changes") == expected)
        #expect(try changes.decode(Int.self, named: "scenarios") == expected)
        // Every scenario of the run has its tree and its result under the run's engine.
        let withResult = try connection.fetchValue(Int.self, sql: """
            SELECT count(*) FROM run_changes c
            JOIN runs r ON r.id = c.run_id
            JOIN scenario_trees t ON t.engine_id = r.engine_id AND t.revision_id = c.revision_id AND t.variant = c.variant
            JOIN results s ON s.engine_id = r.engine_id AND s.tree_id = t.tree_id AND s.proposal_id = c.proposal_id
            WHERE c.run_id = $1
            """, arguments: [.integer(runID)])
        #expect(withResult == expected)
        // Every page is done, each page's scenarios counted once; the killed worker's page was
        // claimed again and completed by the survivor.
        let queue = try #require(try connection.fetchOne(sql: """
            SELECT count(*) FILTER (WHERE state = 'done') AS done, sum(scenarios)::bigint AS scenarios FROM run_pages WHERE run_id = $1
            """, arguments: [.integer(runID)]))
        #expect(try queue.decode(Int.self, named: "done") == pages)
        #expect(try queue.decode(Int.self, named: "scenarios") == expected)
        let redone = try #require(try connection.fetchOne(
            sql: "SELECT claim, worker FROM run_pages WHERE run_id = $1 AND page = $2", arguments: [.integer(runID), .integer(killedPage)]
        ))
        #expect(try redone.decode(Int.self, named: "claim") >= 2)
        #expect(try redone.decode(String.self, named: "worker").hasSuffix(":\(survivor.processIdentifier)"))
    }

    /// The scenarios of the store counted by hand from its models and widths: a trip card is
    /// laid out with two templates (compact and wide), a chip set and a view tree with one
    /// (docs/view-tree.md), each at every named width.
    static func expectedScenarios(_ url: PostgresURL) throws -> Int {
        let connection = try PostgresConnection(url: url)
        let widths = try #require(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM widths"))
        let kinds = try connection.fetchAll(sql: "SELECT kind, count(*) AS models FROM models WHERE archived_at IS NULL GROUP BY kind")
        let templates = ["tripCard": 2, "chipSet": 1, "viewTree": 1]
        var total = 0
        for row in kinds {
            let kind = try row.decode(String.self, named: "kind")
            total += try #require(templates[kind], "a model of kind \(kind)") * (try row.decode(Int.self, named: "models")) * widths
        }
        #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM models WHERE kind = 'tripCard'") ?? 0 >= Self.trips)
        return total
    }

    /// Waits until `worker` holds a page of the run, freezes it (SIGSTOP) while the page is
    /// still its own and not done, then kills it (SIGKILL): it dies mid-page. Returns the page.
    static func killMidPage(_ worker: LayoutStoreProcess, runID: Int64, connection: PostgresConnection) throws -> Int64 {
        let deadline = ContinuousClock.now + .seconds(300)
        while ContinuousClock.now < deadline {
            #expect(worker.isRunning, "the worker to kill is still at work: \(worker.errorSoFar)")
            let held = try connection.fetchValue(Int64.self, sql: """
                SELECT page FROM run_pages WHERE run_id = $1 AND state = 'claimed' AND worker LIKE '%:' || $2 ORDER BY page LIMIT 1
                """, arguments: [.integer(runID), .text(String(worker.processIdentifier))])
            if let held {
                worker.pause()
                let stillHeld = try connection.fetchValue(Bool.self, sql: """
                    SELECT state = 'claimed' AND worker LIKE '%:' || $3 FROM run_pages WHERE run_id = $1 AND page = $2
                    """, arguments: [.integer(runID), .integer(held), .text(String(worker.processIdentifier))])
                if stillHeld == true {
                    worker.kill()
                    return held
                }
                worker.resume()
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw StoreCheckFailure("the worker never claimed a page of run \(runID): \(worker.errorSoFar)")
    }

    /// Waits for `process` to end, killing it after `seconds`.
    static func wait(for process: LayoutStoreProcess, seconds: Int) throws -> CommandOutcome {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while process.isRunning && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        if process.isRunning { process.kill() }
        return process.wait()
    }

    /// Runs `layoutstore arguments…` and requires exit 0.
    @discardableResult
    static func succeed(_ arguments: [String], in directory: TemporaryDirectory) throws -> CommandOutcome {
        let outcome = try LayoutStoreProcess.run(arguments, directory: directory.url)
        try #require(outcome.status == 0, "layoutstore \(arguments.first ?? "") failed: \(outcome.error)")
        return outcome
    }
}
