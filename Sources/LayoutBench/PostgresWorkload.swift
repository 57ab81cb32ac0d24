import Dispatch
import Foundation
import LayoutEngine
import LayoutPostgres
import LayoutService

/// The PostgreSQL rows: results written through the store (`PostgresLedger.insertResult` in one
/// write transaction) against raw libpq inserts of the same rows into a table of the same shape,
/// and a distributed recompute (``LayoutService/enqueueRecompute(_:engineOptions:against:pageScenarios:)``
/// drained by ``RecomputeWorker``s) with one and with two workers, each worker on its own
/// connections and threads, the cores shared out between them.
struct PostgresWorkload {
    let corpus: ScenarioCorpus
    /// The scratch database the measurements run in.
    let url: PostgresURL

    /// What it measured.
    struct Outcome {
        var rows: Int
        /// Median rows/s through the store, and of the raw inserts.
        var store: Double
        var raw: Double
        var scenarios: Int
        /// Median scenarios/s of a distributed recompute, by number of workers.
        var recompute: [Int: Double]
    }

    /// Scenarios per page: small enough that two workers share even a small run.
    static let pageScenarios = 256

    /// The numbers of workers recompute is measured with.
    static let workerCounts = [1, 2]

    func measure(repetitions: Int, progress: (String) -> Void) throws -> Outcome {
        let ledger = try StoreLocation.postgres(PostgresStore(url: url)).open(creating: true).ledger
        try corpus.load(into: ledger)
        let service = try LayoutService(ledger: ledger)
        progress("PostgreSQL store writes of \(corpus.scenarioCount) results")
        let rows = try corpus.computedResults(count: corpus.scenarioCount, engineID: 0, options: .default, in: ledger)
        let store = try WritePathWorkload.storeRowsPerSecond(rows, through: ledger, repetitions: repetitions)
        let raw = try RawPostgresBaseline(url: url).rowsPerSecond(rows, repetitions: repetitions)

        // Every scenario computed once by the default engine: each recompute compares with it.
        try service.recompute(against: .none)
        var recompute: [Int: Double] = [:]
        var engineStep = 0
        for workers in Self.workerCounts {
            progress("PostgreSQL recompute of \(corpus.scenarioCount) scenarios with \(workers) worker\(workers == 1 ? "" : "s")")
            recompute[workers] = try Measurement.median(repetitions: repetitions) {
                engineStep += 1
                // A new engine each time, so every scenario is laid out again.
                let options = EngineOptions(textScale: 1.25 + Double(engineStep) / 1_000)
                let seconds = try Measurement.seconds { try distributedRecompute(service, options: options, workers: workers) }
                return Double(corpus.scenarioCount) / seconds
            }
        }
        service.close()
        return Outcome(rows: rows.count, store: store, raw: raw, scenarios: corpus.scenarioCount, recompute: recompute)
    }

    /// Queues a recompute with `options` and drains it with `workers` workers on threads of their own.
    private func distributedRecompute(_ service: LayoutService, options: EngineOptions, workers: Int) throws {
        let run = try service.enqueueRecompute(engineOptions: options, against: .previousEngine, pageScenarios: Self.pageScenarios)
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount / workers)
        let failures = FailureList()
        let group = DispatchGroup()
        for index in 0..<workers {
            group.enter()
            let worker = RecomputeWorker(url: url, name: "bench-\(index)", threads: threads)
            let thread = Thread {
                defer { group.leave() }
                do {
                    _ = try worker.work(runID: run.runID)
                } catch {
                    failures.append("\(error)")
                }
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        group.wait()
        if let failure = failures.first { throw BenchmarkError.unexpected("a recompute worker failed: \(failure)") }
        let finished = try service.run(run.runID)
        guard finished.finishedAt != nil, finished.counts.total == corpus.scenarioCount else {
            throw BenchmarkError.unexpected("the distributed recompute covered \(finished.counts.total) of \(corpus.scenarioCount) scenarios")
        }
    }
}

/// Errors of worker threads, collected under a lock.
private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []

    func append(_ failure: String) {
        lock.withLock { failures.append(failure) }
    }

    var first: String? { lock.withLock { failures.first } }
}
