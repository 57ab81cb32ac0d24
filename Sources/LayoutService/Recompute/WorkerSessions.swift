import LayoutEngine

/// One layout session per worker thread of a batch, made by that thread when it first needs
/// it and kept for the whole batch: text measurements, the measurement cache's storage and the
/// scratch buffers stay warm from slice to slice and page to page, instead of starting cold for
/// every slice.
final class WorkerSessions: Sendable {
    private let options: EngineOptions
    private let sessions: PerThread<LayoutSession>

    init(threadCount: Int, options: EngineOptions) {
        self.options = options
        sessions = PerThread(threadCount: threadCount)
    }

    /// The session of pool thread `thread` (from that thread only).
    func session(forThread thread: Int) -> LayoutSession {
        sessions.value(forThread: thread) { LayoutSession(options: options) }
    }

    /// Hands the sessions made to `pool`'s threads, which free them (their buffers and caches,
    /// most of a batch's memory after its pages), once every task that used them has been waited
    /// for; waiting for the batch returned waits until they are freed.
    func discard(on pool: WorkerPool) -> WorkerPool.Batch {
        pool.discardEach(sessions.takeAll())
    }
}
