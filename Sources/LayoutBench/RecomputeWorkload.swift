import Foundation
import LayoutEngine
import LayoutService
import LayoutStorage

/// Workloads 4 and 6: `recompute` of every scenario of a store after an engine-option change
/// (`textScale` from 1 to 1.25): compute, compare with the previous engine's
/// results, write, and record the run, on every core.
///
/// The store is built once (models loaded, every scenario computed by the default engine);
/// each repetition recomputes a fresh copy of that file, written to the disk before the timing
/// starts (``flush(_:)``), so each run finds the same work and a store at rest.
struct RecomputeWorkload {
    let corpus: ScenarioCorpus

    /// The engine the batch switches to.
    static let changedOptions = EngineOptions(textScale: 1.25)

    /// What one size measured.
    struct Outcome {
        var scenarios: Int
        /// Median seconds of one whole recompute.
        var seconds: Double
        /// Median CPU seconds of one recompute, all the process's threads together.
        var cpuSeconds: Double
        /// Median CPU seconds of one recompute on the thread that called it: the writer.
        var writerCPUSeconds: Double
        /// `page_count * page_size` over the node frames stored (both engines' results).
        var bytesPerFrame: Double
        /// The packed frame bytes alone over the same frames.
        var payloadBytesPerFrame: Double
    }

    /// Writes the file at `path` to the disk (`fsync`), outside the timing: a user's store is at
    /// rest when an engine change starts, while a fresh copy's pages wait in the kernel, and the
    /// recompute's first `fsync` of the database file would write them out inside the timed run
    /// (4 ms of a 10,008-scenario run of some 65 ms, 0.2 s of the 1,000,008-scenario one).
    static func flush(_ path: String) throws {
        guard let file = FileHandle(forUpdatingAtPath: path) else {
            throw BenchmarkError.unexpected("could not open the store copy \(path) to flush it")
        }
        defer { try? file.close() }
        try file.synchronize()
    }

    /// Measures `repetitions` recomputes; `between` runs after each one (outside its timing), so
    /// a baseline can be timed in alternation with it and both meet the machine in the same state.
    func measure(repetitions: Int, in directory: TemporaryDirectory, between: () throws -> Void = {}) throws -> Outcome {
        let name = "recompute-\(corpus.scenarioCount).sqlite"
        let source = directory.path(name)
        do {
            let opened = try StoreFile(path: source).open(creating: true)
            try corpus.load(into: opened.ledger)
            let service = try LayoutService(ledger: opened.ledger)
            try service.recompute(against: .none)
            service.close()
        }
        var last: LayoutService?
        var cpuSeconds: [Double] = []
        var writerCPUSeconds: [Double] = []
        let seconds = try Measurement.median(repetitions: repetitions) {
            last?.close()
            last = nil
            directory.removeDatabase("copy-" + name)
            try FileManager.default.copyItem(atPath: source, toPath: directory.path("copy-" + name))
            try Self.flush(directory.path("copy-" + name))
            let service = try LayoutService(path: directory.path("copy-" + name))
            last = service
            var report: RunReport?
            let cpuStart = Measurement.processCPUNow()
            let writerStart = Measurement.threadCPUNow()
            let elapsed = try Measurement.seconds { report = try service.recompute(engineOptions: Self.changedOptions) }
            writerCPUSeconds.append(Measurement.threadCPUNow() - writerStart)
            cpuSeconds.append(Measurement.processCPUNow() - cpuStart)
            guard let report, report.counts.total == corpus.scenarioCount, report.counts.failed == 0 else {
                throw BenchmarkError.unexpected("recompute covered \(report?.counts.total ?? 0) of \(corpus.scenarioCount) scenarios")
            }
            try between()
            return elapsed
        }
        guard let service = last else { throw BenchmarkError.unexpected("no recompute ran") }
        service.close()
        let database = try Database(path: directory.path("copy-" + name), access: .readOnly)
        let pages = try database.fetchValue(Int64.self, sql: "PRAGMA page_count") ?? 0
        let pageSize = try database.fetchValue(Int64.self, sql: "PRAGMA page_size") ?? 0
        let frames = try database.fetchValue(Int64.self, sql: "SELECT sum(t.node_count) FROM results r JOIN trees t ON t.id = r.tree_id") ?? 0
        let payload = try database.fetchValue(Int64.self, sql: "SELECT sum(length(frames)) FROM results") ?? 0
        database.close()
        directory.removeDatabase("copy-" + name)
        directory.removeDatabase(name)
        return Outcome(
            scenarios: corpus.scenarioCount, seconds: seconds,
            cpuSeconds: Measurement.median(cpuSeconds), writerCPUSeconds: Measurement.median(writerCPUSeconds),
            bytesPerFrame: Double(pages * pageSize) / Double(max(frames, 1)),
            payloadBytesPerFrame: Double(payload) / Double(max(frames, 1))
        )
    }
}
