import LayoutStorage

/// The write-ahead-log checkpoints of a batch on an SQLite file, run beside the writer on a
/// thread and connection of their own, so the writer — the batch's one serial stage — never
/// stops to copy the log into the database file.
///
/// SQLite checkpoints in the commit that grows the log past its threshold (1,000 frames by
/// default): the writer then reads some 4 MB back from the log, writes it into the database file
/// and syncs both, while the workers wait for it to take the next page — a sixth of a
/// 10,000-scenario recompute. Here the writer's connection checkpoints no more by itself
/// (``WALCheckpoints``); after each page it commits, a log past the threshold has a passive
/// checkpoint (``Database/checkpointPassively()``) run by a low-priority thread while the
/// writer goes on.
///
/// A passive checkpoint copies the log but cannot restart it while the writer keeps appending,
/// so the log file would grow with the run; once it holds ``capFactor`` times the threshold,
/// the writer checkpoints itself after its commit — little is left to copy by then — and SQLite
/// restarts the log at its next transaction. When the batch ends (``finish()``), the
/// checkpoint running is waited for and the connection checkpoints automatically again.
final class BatchCheckpoints {
    /// How many times the automatic threshold the log may grow before the writer checkpoints.
    static let capFactor = 4

    private let writer: Database
    private let checkpoints: WALCheckpoints
    private let path: String
    private let thread = WorkerPool(threadCount: 1)
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

    /// Call after each page the writer commits (on the writer's thread). A checkpoint that
    /// fails, here or on the checkpoint thread, leaves the log to the next one, as SQLite's
    /// automatic checkpoint does: the pages are committed either way.
    func pageCommitted() {
        let threshold = checkpoints.automaticThreshold
        guard threshold > 0, checkpoints.logFrames >= threshold else { return }
        if checkpoints.logFrames >= threshold * Self.capFactor {
            _ = try? writer.checkpointPassively()
            return
        }
        if let running, !running.isFinished { return }
        let path = path
        let connection = connection
        running = thread.submit([{ thread in
            _ = try? connection.value(forThread: thread) { () throws(DatabaseError) in try Database(path: path) }.checkpointPassively()
        }])
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
