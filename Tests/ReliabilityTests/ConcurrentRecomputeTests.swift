#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// Two recomputes on one store (issue 14, "Runs count once"): the second, started while the
/// first runs, says which run is in progress and exits 74 without writing anything — never a
/// raw SQLite message, never pages of its own in the first one's run.
@Suite struct ConcurrentRecomputeTests {
    @Test func aSecondRecomputeSaysWhichRunIsInProgressAndWritesNothing() throws {
        let store = try ConcurrentWriterTests.busyStore(trips: 200, chipSets: 200)
        let first = try LayoutStoreProcess(
            ["--db", store.path, "recompute", "--quiet", "--engine-option", "textScale=1.25"], directory: store.directory
        )
        // Wait until the first run has committed a page, then hold the process there: it keeps
        // its lock while stopped, so the second recompute meets it whatever the machine's load.
        var started = false
        for _ in 0..<6_000 where first.isRunning {
            if try store.count("SELECT count(*) FROM runs WHERE cursor_revision_id > 0 AND finished_at IS NULL") > 0 {
                started = true
                break
            }
            usleep(10_000)
        }
        try #require(started, "the first recompute committed a page while running")
        first.pause()
        defer { first.resume() }
        let runID = try store.count("SELECT max(id) FROM runs")
        let before = try store.count("SELECT count(*) FROM runs") 
        let engines = try store.count("SELECT count(*) FROM engines")
        let statistics = store.run(["sql", "SELECT memory_hits, computes FROM cache_statistics", "--format", "csv"]).output

        for options in [["--engine-option", "textScale=1.25"], ["--engine-option", "textScale=1.5"], []] {
            let second = try LayoutStoreProcess(["--db", store.path, "recompute", "--quiet"] + options, directory: store.directory).wait()
            #expect(second.status == 74, "\(options): \(second.error)")
            #expect(
                second.error == "Error: Run \(runID) is in progress in another process; wait for it to finish, then run this again.\n",
                "\(options)"
            )
            #expect(!second.error.contains("SQLite"), "\(options)")
        }
        #expect(try store.count("SELECT count(*) FROM runs") == before, "no run record")
        #expect(try store.count("SELECT count(*) FROM engines") == engines, "no engine row")
        #expect(store.run(["sql", "SELECT memory_hits, computes FROM cache_statistics", "--format", "csv"]).output == statistics, "no statistics")

        first.resume()
        let outcome = first.wait()
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
        let total = try store.count("SELECT unchanged + changed + new + failed FROM runs WHERE id = \(runID)")
        let models = try store.count("SELECT count(*) FROM models WHERE archived_at IS NULL")
        #expect(try store.count("SELECT count(*) FROM run_models WHERE run_id = \(runID)") == models, "every model laid out once")
        #expect(total > 0)

        // With the first run finished, the same recompute runs (and finds nothing new to lay out).
        let again = store.run(["recompute", "--quiet", "--engine-option", "textScale=1.25", "--format", "csv"])
        #expect(again.status == 0, "\(again.error)")
        #expect(!FileManager.default.fileExists(atPath: store.path + "-runlock"), "the lock file is removed after use")
    }
}
