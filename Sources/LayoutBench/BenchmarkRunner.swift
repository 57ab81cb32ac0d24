import LayoutPostgres
import LayoutStorage
import LayoutService

/// Runs every workload of issue 7 next to its baseline, in one process, and returns the rows
/// in workload order, then the run's own wall time and the peak memory last.
public struct BenchmarkRunner {
    public let configuration: BenchmarkConfiguration
    /// Called with a short line before each workload starts.
    public let progress: (String) -> Void

    public init(configuration: BenchmarkConfiguration, progress: @escaping (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.progress = progress
    }

    public func run() throws -> [BenchmarkRow] {
        let start = Measurement.now()
        let directory = try TemporaryDirectory(prefix: "layoutstore-bench")
        let workloads = configuration.workloads
        var rows: [BenchmarkRow] = []
        if workloads.contains(.flow) { rows += flowRows() }
        if workloads.contains(.scenarios) { rows += try scenarioRows() }
        if !workloads.isDisjoint(with: [.write, .batch, .growth]) {
            progress("store write path: computing \(configuration.scenarios) results")
            let write = try WritePathWorkload(corpus: try ScenarioCorpus(scenarios: configuration.scenarios), count: configuration.scenarios)
                .measure(rounds: configuration.writeRounds, in: directory)
            if workloads.contains(.write) {
                rows.append(BenchmarkRow(
                    workload: "store write path", n: write.rows.count, unit: .rowsPerSecond, median: write.store,
                    baseline: "raw sqlite3 insert", baselineMedian: write.raw, target: BenchmarkTarget(.ratioAtLeast(0.7))
                ))
            }
            rows += try batchRows(pattern: write.rows, in: directory)
        }
        if workloads.contains(.lookup) { rows += try lookupRows(in: directory) }
        if workloads.contains(.runs) { rows += try runSummaryRows(in: directory) }
        if workloads.contains(.postgres) { rows += try postgresRows() }
        rows.append(BenchmarkRow(
            workload: "bench run, wall time", n: 0, unit: .seconds, median: Measurement.now() - start, baseline: nil,
            baselineMedian: nil, target: configuration.runTimeLimit.map { BenchmarkTarget(.medianAtMost($0)) }
        ))
        rows.append(BenchmarkRow(
            workload: "peak memory (ru_maxrss)", n: 0, unit: .mebibytes, median: Measurement.peakMemoryMebibytes(),
            baseline: nil, baselineMedian: nil
        ))
        return rows
    }

    /// Workload 1.
    private func flowRows() -> [BenchmarkRow] {
        configuration.flowChildCounts.map { count in
            progress("engine flow of \(count) children")
            let measured = FlowWorkload(childCount: count)
                .measure(repetitions: configuration.repetitions, childrenPerRun: configuration.childrenPerRun)
            return BenchmarkRow(
                workload: "engine flow, fixed children", n: count, unit: .nanosecondsPerChild, median: measured.engine,
                baseline: "greedy loop", baselineMedian: measured.baseline,
                target: count >= 1_000 ? BenchmarkTarget(.medianAtMost(10), .ratioAtMost(8)) : nil
            )
        }
    }

    /// Workload 2.
    private func scenarioRows() throws -> [BenchmarkRow] {
        let scenarios: [(ScenarioWorkload, cold: BenchmarkTarget?, warm: BenchmarkTarget?)] = [
            (.chips(count: 10), BenchmarkTarget(.medianAtMost(5)), BenchmarkTarget(.medianAtMost(2))),
            (.chips(count: 50), nil, nil),
            (try .tripCard(), BenchmarkTarget(.medianAtMost(10)), BenchmarkTarget(.medianAtMost(10))),
        ]
        return scenarios.flatMap { scenario, coldTarget, warmTarget in
            progress("engine \(scenario.name)")
            let measured = scenario.measure(repetitions: configuration.repetitions, layouts: configuration.layoutsPerRun)
            let baseline = "greedy loop, \(measured.nodes) nodes"
            return [
                BenchmarkRow(
                    workload: "engine \(scenario.name), cold", n: measured.nodes, unit: .microsecondsPerLayout,
                    median: measured.cold, baseline: baseline, baselineMedian: measured.baseline, target: coldTarget
                ),
                BenchmarkRow(
                    workload: "engine \(scenario.name), warm", n: measured.nodes, unit: .microsecondsPerLayout,
                    median: measured.warm, baseline: baseline, baselineMedian: measured.baseline, target: warmTarget
                ),
                BenchmarkRow(
                    workload: "engine \(scenario.name), prepare", n: measured.nodes, unit: .microsecondsPerLayout,
                    median: measured.prepare, baseline: baseline, baselineMedian: measured.baseline, target: nil
                ),
            ]
        }
    }

    /// Workloads 4 and 6. The batch row's baseline is raw inserts of as many rows shaped like
    /// `pattern` as the batch has scenarios, one raw repetition after each recompute repetition
    /// (so a change of load hits both alike), both timed by the wall clock; the raw side is the
    /// rows over the seconds of all its repetitions, not a median: SQLite's automatic WAL
    /// checkpoint ends every other raw repetition of 10,000 rows and makes it about half as long
    /// again, so a median of five fell on either kind (369k or 642k rows/s in two runs of one
    /// session). Over an even number of repetitions the raw side pays its share of checkpoints,
    /// as each recompute pays its own.
    private func batchRows(pattern: [ResultEntry], in directory: TemporaryDirectory) throws -> [BenchmarkRow] {
        let proposalsPerTree = try ScenarioCorpus(scenarios: 1).widths.count
        var outcomes: [Int: RecomputeWorkload.Outcome] = [:]
        func outcome(_ scenarios: Int, between: () throws -> Void = {}) throws -> RecomputeWorkload.Outcome {
            let corpus = try ScenarioCorpus(scenarios: scenarios)
            if let known = outcomes[corpus.scenarioCount] { return known }
            progress("batch recompute of \(corpus.scenarioCount) scenarios")
            let measured = try RecomputeWorkload(corpus: corpus)
                .measure(repetitions: configuration.recomputeRepetitions(scenarios: corpus.scenarioCount), in: directory, between: between)
            outcomes[corpus.scenarioCount] = measured
            return measured
        }
        var rows: [BenchmarkRow] = []
        if configuration.workloads.contains(.batch) {
            let raw = try RawInsertBaseline(path: directory.path("raw-batch.sqlite"))
            let count = try ScenarioCorpus(scenarios: configuration.scenarios).scenarioCount
            let rawRows = RawInsertBaseline.rows(count: count, like: pattern, proposalsPerTree: proposalsPerTree)
            _ = try raw.seconds(rawRows, timing: Measurement.seconds)  // warms the raw file, untimed
            var rawSeconds = 0.0
            var rawRepetitions = 0
            let batch = try outcome(configuration.scenarios) {
                rawSeconds += try raw.seconds(rawRows, timing: Measurement.seconds)
                rawRepetitions += 1
            }
            rows.append(BenchmarkRow(
                workload: "batch recompute", n: batch.scenarios, unit: .scenariosPerSecond,
                median: Double(batch.scenarios) / batch.seconds, baseline: "raw sqlite3 insert",
                baselineMedian: Double(rawRows.count * rawRepetitions) / rawSeconds,
                target: BenchmarkTarget(.ratioAtLeast(0.5))
            ))
            // The two bounds of the batch's rate, in raw inserts' worth of time: the CPU it
            // spends in all (shared by the cores) and what its one writer spends (serial).
            let rawMicroseconds = rawSeconds * 1e6 / Double(rawRows.count * rawRepetitions)
            for (workload, cpu) in [("batch recompute, CPU", batch.cpuSeconds), ("batch recompute, writer CPU", batch.writerCPUSeconds)] {
                rows.append(BenchmarkRow(
                    workload: workload, n: batch.scenarios, unit: .microsecondsPerScenario, median: cpu * 1e6 / Double(batch.scenarios),
                    baseline: "raw sqlite3 insert", baselineMedian: rawMicroseconds
                ))
            }
        }
        guard configuration.workloads.contains(.growth) else { return rows }
        let growth = try configuration.growthSizes.map { try outcome($0) }
        let first = growth[0]
        let firstCost = first.seconds * 1e6 / Double(first.scenarios)
        for step in growth {
            let cost = step.seconds * 1e6 / Double(step.scenarios)
            var bounds: [BenchmarkTarget.Bound] = [.ratioAtMost(1.3)]
            if step.scenarios >= 100_000 { bounds.append(.medianAtMost(10)) }
            rows.append(BenchmarkRow(
                workload: "growth, recompute", n: step.scenarios, unit: .microsecondsPerScenario, median: cost,
                baseline: "recompute at \(first.scenarios)", baselineMedian: firstCost,
                target: step.scenarios == first.scenarios ? nil : BenchmarkTarget(bounds: bounds)
            ))
        }
        let largest = growth[growth.count - 1]
        rows.append(BenchmarkRow(
            workload: "growth, peak memory (ru_maxrss)", n: largest.scenarios, unit: .mebibytes, median: Measurement.peakMemoryMebibytes(),
            baseline: nil, baselineMedian: nil
        ))
        rows.append(BenchmarkRow(
            workload: "growth, database bytes", n: largest.scenarios, unit: .bytesPerFrame, median: largest.bytesPerFrame,
            baseline: "packed frames alone", baselineMedian: largest.payloadBytesPerFrame, target: BenchmarkTarget(.medianAtMost(40))
        ))
        return rows
    }

    /// The PostgreSQL rows (issue 17), in a scratch database on the server given; without one,
    /// the same rows saying why they are absent.
    private func postgresRows() throws -> [BenchmarkRow] {
        let writes = (workload: "PostgreSQL store write path", unit: BenchmarkUnit.rowsPerSecond, baseline: "raw libpq insert")
        let recomputes = PostgresWorkload.workerCounts.map { workers in
            (workload: "PostgreSQL recompute, \(workers) worker\(workers == 1 ? "" : "s")", unit: BenchmarkUnit.scenariosPerSecond,
             baseline: workers == 1 ? nil : "recompute, 1 worker")
        }
        guard let text = configuration.postgresURL else {
            let reason = "no PostgreSQL server given: run 'layoutstore bench --postgres postgresql://…' (CREATEDB needed)"
            return ([writes] + recomputes).map { BenchmarkRow.absent(workload: $0.workload, unit: $0.unit, baseline: $0.baseline, because: reason) }
        }
        let database = try ScratchPostgresDatabase(server: try PostgresURL(text))
        defer { database.drop() }
        let corpus = try ScenarioCorpus(scenarios: configuration.postgresScenarios)
        let measured = try PostgresWorkload(corpus: corpus, url: database.url).measure(repetitions: configuration.repetitions, progress: progress)
        var rows = [BenchmarkRow(
            workload: writes.workload, n: measured.rows, unit: writes.unit, median: measured.store,
            baseline: writes.baseline, baselineMedian: measured.raw
        )]
        let single = measured.recompute[1]
        for (workers, row) in zip(PostgresWorkload.workerCounts, recomputes) {
            rows.append(BenchmarkRow(
                workload: row.workload, n: measured.scenarios, unit: row.unit, median: measured.recompute[workers] ?? .nan,
                baseline: row.baseline, baselineMedian: workers == 1 ? nil : single
            ))
        }
        return rows
    }

    /// Workload 5.
    private func lookupRows(in directory: TemporaryDirectory) throws -> [BenchmarkRow] {
        let corpus = try ScenarioCorpus(scenarios: configuration.lookupScenarios)
        progress("cached lookups of \(corpus.scenarioCount) scenarios")
        let measured = try LookupWorkload(corpus: corpus).measure(rounds: configuration.lookupRounds, in: directory)
        return [
            BenchmarkRow(
                workload: "lookup, memory hit", n: measured.lookups, unit: .lookupsPerSecond, median: measured.memory,
                baseline: "raw point lookup", baselineMedian: measured.raw,
                target: BenchmarkTarget(.medianAtLeast(5_000_000), .ratioAtLeast(5))
            ),
            BenchmarkRow(
                workload: "lookup, database hit", n: measured.lookups, unit: .lookupsPerSecond, median: measured.database,
                baseline: "raw point lookup", baselineMedian: measured.raw, target: BenchmarkTarget(.ratioAtLeast(0.6))
            ),
        ]
    }

    /// `runs show` of a run of a million changes, built through the ledger's write path.
    private func runSummaryRows(in directory: TemporaryDirectory) throws -> [BenchmarkRow] {
        progress("runs show of \(configuration.runChanges) changes")
        let measured = try RunSummaryWorkload(changes: configuration.runChanges)
            .measure(repetitions: configuration.repetitions, in: directory)
        return [
            BenchmarkRow(
                workload: "runs show, summary", n: measured.changes, unit: .milliseconds, median: measured.summarySeconds * 1_000,
                baseline: nil, baselineMedian: nil, target: BenchmarkTarget(.medianAtMost(1_000))
            ),
            BenchmarkRow(
                workload: "runs show, last 20 changes", n: measured.changes, unit: .milliseconds,
                median: measured.lastPageSeconds * 1_000, baseline: nil, baselineMedian: nil, target: BenchmarkTarget(.medianAtMost(1_000))
            ),
            BenchmarkRow(
                workload: "stored run changes", n: measured.changes, unit: .bytesPerChange, median: measured.bytesPerChange,
                baseline: nil, baselineMedian: nil, target: BenchmarkTarget(.medianAtMost(200))
            ),
        ]
    }
}
