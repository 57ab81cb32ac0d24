#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutModels
import LayoutStorage
import Testing

/// `recompute` killed with SIGKILL at random moments (issue 8, "Crashes and faults"): after
/// every kill the store is sound and holds no partial batch, and re-running finishes the work
/// exactly once. `CRASH_KILLS` (at least, default 20) and `CRASH_SEED` set the run
/// (`scripts/crash.sh` runs it longer).
@Suite struct CrashRecoveryTests {
    static let environment = ProcessInfo.processInfo.environment
    static let killCount = environment["CRASH_KILLS"].flatMap(Int.init) ?? 20
    static let runSeed = environment["CRASH_SEED"].flatMap(UInt64.init) ?? 8
    /// Kills of one engine's run at most, before its work is left to finish.
    static let killsPerEngine = 6

    /// The options of the `index`th engine, new to the store, so every one of its scenarios is real work.
    static func engineOptions(_ index: Int) -> [String] {
        ["--engine-option", "textScale=1.25", "--engine-option", "textScale=\(1 + Double(index + 1) / 64)"]
    }

    @Test func recomputeKilledAtRandomMomentsLeavesASoundStoreAndFinishesTheWorkExactlyOnce() throws {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        try store.runSucceeding(["generate", "--trips", "200", "--chip-sets", "200"])
        let scenarios = try store.count("""
            SELECT sum(CASE m.kind WHEN 'tripCard' THEN 2 ELSE 1 END) * (SELECT count(*) FROM widths)
            FROM models m WHERE m.archived_at IS NULL
            """)
        var random = SplitMix64(seed: Self.runSeed)
        var kills = 0
        var killsAfterACommit = 0
        var engineCount = 0
        while kills < Self.killCount {
            let engineOptions = Self.engineOptions(engineCount)
            engineCount += 1
            let recompute = ["--db", store.path, "recompute", "--quiet", "--format", "csv"] + engineOptions
            let engineID = try store.count("SELECT max(id) FROM engines") + 1
            var engineKills = 0
            var finished = false
            while engineKills < Self.killsPerEngine, !finished {
                let computedBefore = try computed(byEngine: engineID, in: store)
                let child = try LayoutStoreProcess(recompute, directory: store.directory)
                // Half the kills land at a random moment; the others a random moment after this
                // attempt's first commit, so resumed runs are killed too, not only fresh ones.
                if random.chance(0.5) {
                    try waitForACommit(byEngine: engineID, after: computedBefore, of: child, in: store)
                    usleep(UInt32(random.integer(in: 0..<400_000)))
                } else {
                    usleep(UInt32(random.integer(in: 20_000..<1_000_000)))
                }
                child.kill()
                let outcome = child.wait()
                finished = outcome.status != 128 + SIGKILL
                if !finished {
                    kills += 1
                    engineKills += 1
                    if try computed(byEngine: engineID, in: store) > computedBefore { killsAfterACommit += 1 }
                }
                let problems = try StoreAudit(path: store.path).problems(decodingResultsOf: engineID)
                #expect(problems.isEmpty, "after kill \(engineKills) of \(engineOptions): \(problems.joined(separator: "; "))")
            }
            let final = try LayoutStoreProcess.run(recompute, directory: store.directory)
            #expect(final.status == 0, "the re-run failed: \(final.error)")
            #expect(try store.count("SELECT count(*) FROM runs WHERE engine_id = \(engineID) AND finished_at IS NULL") == 0)
            #expect(try computed(byEngine: engineID, in: store) == scenarios, "every scenario computed once over all attempts")
            #expect(try store.count("""
                SELECT count(*) FROM scenario_trees s JOIN widths w
                JOIN results x ON x.engine_id = s.engine_id AND x.tree_id = s.tree_id AND x.proposal_id = w.proposal_id
                WHERE s.engine_id = \(engineID)
                """) == scenarios)
            #expect(try store.count("""
                SELECT unchanged + changed + new + failed FROM runs WHERE engine_id = \(engineID) ORDER BY id LIMIT 1
                """) == scenarios, "the first run of the engine, resumed after each kill, counts every scenario once")
        }
        let again = try LayoutStoreProcess.run(
            ["--db", store.path, "recompute", "--quiet", "--format", "csv"] + Self.engineOptions(0), directory: store.directory
        )
        #expect(again.status == 0)
        #expect(try store.count("SELECT computed FROM runs WHERE id = (SELECT max(id) FROM runs)") == 0, "a run over finished work computes nothing")
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
        #expect(kills >= 20)
        print("crash recovery: \(kills) SIGKILLs survived (\(killsAfterACommit) after a commit of the killed attempt), \(engineCount) engines × \(scenarios) scenarios, nothing lost")
    }

    /// Layouts computed so far by every run of an engine.
    private func computed(byEngine engineID: Int, in store: ScratchStore) throws -> Int {
        try store.count("SELECT ifnull(sum(computed), 0) FROM runs WHERE engine_id = \(engineID)")
    }

    /// Polls the store until a run of the engine has committed past `computed`, or the child ended.
    private func waitForACommit(byEngine engineID: Int, after computed: Int, of child: LayoutStoreProcess, in store: ScratchStore) throws {
        while child.isRunning, try self.computed(byEngine: engineID, in: store) <= computed {
            usleep(10_000)
        }
    }
}
