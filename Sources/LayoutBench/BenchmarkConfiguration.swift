/// How much a benchmark run measures: `--scenarios N`, `--quick` and `--only`.
public struct BenchmarkConfiguration: Hashable, Sendable {
    /// The workload groups, by the names `--only` takes.
    public enum Workload: String, Hashable, Sendable, CaseIterable {
        case flow, scenarios, write, batch, growth, lookup, runs, postgres
    }

    /// Scenarios of the write-path, batch and lookup workloads.
    public var scenarios: Int
    /// Fewer repetitions and no 1,000,000-scenario growth step (under two minutes on 2 cores).
    public var isQuick: Bool
    /// The workloads to run (all by default; fewer for profiling one of them).
    public var workloads: Set<Workload>
    /// The PostgreSQL server of the `postgres` rows (`--postgres URL`), where the bench creates
    /// and drops a scratch database; without one those rows say why they are absent.
    public var postgresURL: String?

    public static let defaultScenarios = 10_000

    public init(
        scenarios: Int = defaultScenarios, isQuick: Bool = false, workloads: Set<Workload> = Set(Workload.allCases),
        postgresURL: String? = nil
    ) {
        self.scenarios = scenarios
        self.isQuick = isQuick
        self.workloads = workloads
        self.postgresURL = postgresURL
    }

    /// The most seconds a whole `--quick` run of every workload may take (issue 18), the target
    /// of the run's wall-time row; none for a full run or one of fewer workloads.
    var runTimeLimit: Double? {
        isQuick && workloads == Set(Workload.allCases) ? 30 : nil
    }
    /// Runs per measurement; the median is reported.
    var repetitions: Int { isQuick ? 3 : 5 }
    /// Flow sizes of workload 1.
    var flowChildCounts: [Int] { [10, 100, 1_000, 10_000] }
    /// Children laid out per timed run of workload 1.
    var childrenPerRun: Int { isQuick ? 200_000 : 1_000_000 }
    /// Layouts per timed run of workload 2.
    var layoutsPerRun: Int { isQuick ? 2_000 : 10_000 }
    /// Runs of a recompute of `count` scenarios: a growth step several times larger than the
    /// batch workload runs for seconds, long enough to be timed once (it is also the slowest
    /// part of a run); the batch workload itself (its scenario count rounded up to whole model
    /// pairs) is timed `batchRepetitions` times.
    func recomputeRepetitions(scenarios count: Int) -> Int {
        count >= 2 * scenarios ? 1 : batchRepetitions
    }
    /// Recomputes of the batch workload, each followed by a raw repetition: an even number, so
    /// the raw side's WAL checkpoints (every other repetition of 10,000 rows) fall evenly.
    var batchRepetitions: Int { isQuick ? 4 : 6 }
    /// Scenario counts of the growth workload.
    var growthSizes: [Int] { isQuick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] }
    /// Changes of the run `runs show` summarises (a million; a tenth with `--quick`).
    var runChanges: Int { isQuick ? 100_000 : 1_000_000 }
    /// Alternating timed rounds (a store and a raw repetition of `scenarios` rows each) of the
    /// store write path: a repetition of 10,000 rows takes ~30 ms, so many rounds cost little;
    /// an even number, so WAL checkpoints every other repetition fall on each side alike.
    var writeRounds: Int { isQuick ? 10 : 16 }
    /// Interleaved timed rounds of the lookup workload: a round takes tens of milliseconds, so
    /// many rounds cost little and steady the medians.
    var lookupRounds: Int { isQuick ? 15 : 31 }
    /// Scenarios of the lookup workload (all of them fit the memory tier).
    var lookupScenarios: Int { min(scenarios, 5_000) }
    /// Scenarios of the PostgreSQL rows (a round trip per row: fewer than SQLite's).
    var postgresScenarios: Int { min(scenarios, 5_000) }
}
