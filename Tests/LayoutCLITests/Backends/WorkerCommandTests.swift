import Foundation
import LayoutTestSupport
import Testing

/// `recompute` spread over workers on a PostgreSQL store, `layoutstore worker` and
/// `runs show --progress`: the same counts as the one-process recompute on SQLite. Skipped
/// (with the reason) without PostgreSQL, and required in CI.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .serialized,
    .temporaryCluster
)
struct WorkerCommandTests {
    /// The seeds' scenarios: 24 models (8 trip cards of two templates, 16 chip sets and view
    /// trees of one) at 8 widths.
    static let seedScenarios = (8 * 2 + 16) * 8

    /// The columns of the recompute summary that do not depend on time.
    private func counts(_ csv: String) -> [String] {
        csv.split(separator: "\r\n").dropFirst().map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).dropLast(2).joined(separator: ",")
        }
    }

    @Test func aWaitingRecomputeOnPostgreSQLCountsWhatSQLiteCounts() throws {
        var summaries: [[String]] = []
        for backend in [StoreBackend.sqlite, .postgresql] {
            let store = try BackendStore(backend)
            #expect(store.run(["seed", "--quiet"]).status == 0)
            let run = store.run(["recompute", "--engine-option", "textScale=1.25", "--page-scenarios", "40", "--quiet", "--format", "csv"])
            #expect(run.status == 0, "\(backend): \(run.error)")
            summaries.append(counts(run.output))
        }
        #expect(summaries[0] == summaries[1])
        let row = try #require(summaries[0].first).split(separator: ",").map(String.init)
        // run, engine, against, comparison, unchanged, changed, new, failed, computed
        #expect(row.count == 9)
        #expect(row[4...7].compactMap { Int($0) }.reduce(0, +) == Self.seedScenarios)
    }

    @Test func queuedRunsAreDrainedByAWorkerAndShowTheirProgress() throws {
        let store = try BackendStore(.postgresql)
        #expect(store.run(["seed", "--quiet"]).status == 0)
        let queued = store.run(["recompute", "--no-wait", "--page-scenarios", "40", "--format", "csv"])
        #expect(queued.status == 0)
        #expect(queued.output == "run,pages,scenarios,resumed\r\n1,12,\(Self.seedScenarios),no\r\n")
        #expect(queued.error.hasPrefix("run 1 is queued: 12 pages, \(Self.seedScenarios) scenarios; start workers with 'layoutstore worker --db postgresql://layoutstore:****@/"))
        let before = store.run(["runs", "show", "1", "--progress", "--format", "json"])
        #expect(before.output.contains(#""state": "running""#))
        #expect(before.output.contains(#""scenarios_done": 0"#))
        #expect(before.output.contains(#""scenarios_planned": \#(Self.seedScenarios)"#))
        #expect(before.output.contains(#""pages_pending": 12"#))
        #expect(before.output.contains(#""workers": []"#))
        // Queuing the same recompute again finds the run instead of starting another.
        let again = store.run(["recompute", "--no-wait", "--format", "csv"])
        #expect(again.output == "run,pages,scenarios,resumed\r\n1,12,\(Self.seedScenarios),yes\r\n")

        let worker = store.run(["worker", "--threads", "1", "--format", "csv"])
        #expect(worker.status == 0, "\(worker.error)")
        #expect(worker.output == "run,pages,scenarios,pages lost\r\n1,12,\(Self.seedScenarios),0\r\n")
        let after = store.run(["runs", "show", "1", "--progress", "--format", "json"])
        #expect(after.output.contains(#""state": "finished""#))
        #expect(after.output.contains(#""scenarios_done": \#(Self.seedScenarios)"#))
        #expect(after.output.contains(#""pages_done": 12"#))
        #expect(after.output.contains(#""new": \#(Self.seedScenarios)"#))
        #expect(after.output.contains(#""pages": 12,"#), "the one worker completed every page")
        // An empty queue: the worker has nothing to do and says so with an empty table.
        let idle = store.run(["worker", "--format", "csv"])
        #expect(idle.status == 0)
        #expect(idle.output == "run,pages,scenarios,pages lost\r\n")
    }

    @Test func aWorkerRefusesAnSQLiteStore() throws {
        let store = try BackendStore(.sqlite)
        #expect(store.run(["seed", "--quiet"]).status == 0)
        let run = store.run(["worker"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: \(store.database) is an SQLite store; workers share a PostgreSQL store: --db postgresql://…\n"))
    }

    @Test func runsShowProgressOfALocalRunGivesItsCounts() throws {
        let store = try BackendStore(.sqlite)
        #expect(store.run(["seed", "--quiet"]).status == 0)
        #expect(store.run(["recompute", "--quiet", "--against", "1"]).status == 0)
        let run = store.run(["runs", "show", "1", "--progress", "--format", "csv"])
        #expect(run.status == 0)
        let rows = run.output.split(separator: "\r\n").map(String.init)
        #expect(rows.contains("state,finished"))
        #expect(rows.contains("scenarios done,\(Self.seedScenarios)"))
        #expect(!rows.contains { $0.hasPrefix("pages") }, "a local run has no pages")
    }
}
