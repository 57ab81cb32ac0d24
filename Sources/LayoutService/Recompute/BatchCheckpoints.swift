import LayoutStorage

/// The write-ahead-log checkpoints of a batch on an SQLite file, run beside the writer on a
/// thread and connection of their own, so the writer — the batch's one serial stage — never
/// stops to copy the log into the database file.
///
/// SQLite checkpoints in the commit that grows the log past its threshold (1,000 frames by
/// default): the writer then reads some 4 MB back from the log, writes it into the database file
/// and syncs both, while the workers wait for it to take the next page — a sixth of a
/// 10,000-scenario recompute. Here the writer's connection checkpoints no more by itself
/// (``WALCheckpoints``); once the log holds a ``backgroundDivisor``-th of the threshold, a
/// passive checkpoint (``Database/checkpointPassively()``) runs after each page the writer
/// commits, on a low-priority thread while the writer goes on, one at a time: the part of the
/// log not yet copied stays about a page's worth.
///
/// A passive checkpoint copies the log but cannot restart it while the writer keeps appending,
/// so the log file would grow with the run; once it holds ``capFactor`` times the threshold,
/// the writer checkpoints itself after its commit — little is left to copy by then — and SQLite
/// restarts the log at its next transaction. Once every page of the run is in flight no
/// background checkpoint starts: the run's last commit checkpoints what is left, as SQLite does,
/// and a checkpoint started then would only make it wait. When the batch ends (``finish()``),
/// the checkpoint running is waited for and the connection checkpoints automatically again.
///
/// SQLite syncs the database file only in a checkpoint that copies the whole log; a passive
/// checkpoint beside a writer that keeps appending never does, so every page the background
/// copied would wait in the kernel for the run's last checkpoint to flush it, all at once at the
/// end of the run. The checkpoint thread flushes them itself after each checkpoint that left
/// part of the log (``Database/syncDatabaseFile()``), beside the writer.
///
/// Measured on the bench's 10,000-scenario recompute: a checkpoint only past the threshold
/// left half the log to the last commit, whose copy and syncs took 10 ms at the end of a 110 ms
/// run; checkpoints one after another from a few hundred frames on take it to 4 ms, and the
/// database file flushed beside the writer from 3.3 to 2.8 ms (medians of 49 recomputes each;
/// this machine's syncs take 0.3–5 ms, so single runs vary widely).
final class BatchCheckpoints {
    /// How many times the automatic threshold the log may grow before the writer checkpoints.
    static let capFactor = 4
    /// Background checkpoints start once the log holds this fraction of the automatic
    /// threshold (a quarter: 250 frames by default).
    static let backgroundDivisor = 4

    /// What follows a page's commit (``step(logFrames:threshold:running:runEnding:)``).
    enum Step: Equatable {
        /// Nothing: the log is short, a checkpoint is running, or the run is ending.
        case none
        /// A passive checkpoint on the checkpoint thread.
        case background
        /// A passive checkpoint by the writer itself, now (the log is at the cap).
        case writer
    }

    /// What follows a commit that left `logFrames` frames in the log, with SQLite's automatic
    /// threshold `threshold` (0: checkpoints off), `running` whether a background checkpoint is
    /// still running, and `runEnding` whether every page of the run is in flight.
    static func step(logFrames: Int, threshold: Int, running: Bool, runEnding: Bool) -> Step {
        guard threshold > 0 else { return .none }
        if logFrames >= threshold * capFactor { return .writer }
        guard !running, !runEnding, logFrames >= max(1, threshold / backgroundDivisor) else { return .none }
        return .background
    }

    private let writer: Database
    private let checkpoints: WALCheckpoints
    private let path: String
    /// The checkpoint thread, one for the process, kept while it runs (as ``WorkerPool/shared``).
    private static let thread = WorkerPool(threadCount: 1)
    private let connection = PerThread<Database>(threadCount: 1)
    private var running: WorkerPool.Batch?

    /// Takes over the checkpoints of `writer`, a connection to the database file at its path.
    init(writer: Database) throws(ServiceError) {
        self.writer = writer
        path = writer.path
        checkpoints = try inContext("taking over the checkpoints of \(writer.path)") { try WALCheckpoints(of: writer) }
    }

    deinit {
        finish()
    }

    /// Call after each page the writer commits (on the writer's thread); `runEnding`: every
    /// page of the run is in flight (none is left to start). A checkpoint that fails, here or
    /// on the checkpoint thread, leaves the log to the next one, as SQLite's automatic
    /// checkpoint does: the pages are committed either way.
    func pageCommitted(runEnding: Bool) {
        let running = running.map { !$0.isFinished } ?? false
        switch Self.step(logFrames: checkpoints.logFrames, threshold: checkpoints.automaticThreshold, running: running, runEnding: runEnding) {
        case .none:
            return
        case .writer:
            _ = try? writer.checkpointPassively()
        case .background:
            let path = path
            let connection = connection
            self.running = Self.thread.submit([{ thread in
                guard let database = try? connection.value(forThread: thread, making: { () throws(DatabaseError) in try Database(path: path) }),
                      let outcome = try? database.checkpointPassively() else { return }
                // What a checkpoint that left part of the log copied is flushed here, beside the
                // writer, not all at once by the run's last checkpoint.
                if outcome.checkpointedFrames < outcome.logFrames { try? database.syncDatabaseFile() }
            }])
        }
    }

    /// Waits for the checkpoint running, if any, and hands checkpoints back to SQLite. Later
    /// calls do nothing.
    func finish() {
        running?.wait()
        running = nil
        checkpoints.end()
    }
}

@available(*, unavailable, message: "Used by the writer's thread alone")
extension BatchCheckpoints: Sendable {}
