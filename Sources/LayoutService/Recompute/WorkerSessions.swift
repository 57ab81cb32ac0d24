import LayoutEngine

/// One layout session per worker thread of a batch, made by that thread when it first needs
/// it and kept for the whole batch: text measurements, the measurement cache's storage and the
/// scratch buffers stay warm from slice to slice and page to page, instead of starting cold for
/// every slice.
///
/// Slot `i` is only ever touched by the pool's thread `i` (`WorkerPool` passes each task the
/// index of the thread running it), so no lock is needed.
final class WorkerSessions: @unchecked Sendable {
    private let options: EngineOptions
    private let slots: UnsafeMutableBufferPointer<LayoutSession?>

    init(threadCount: Int, options: EngineOptions) {
        self.options = options
        slots = .allocate(capacity: max(1, threadCount))
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// The session of pool thread `thread` (from that thread only).
    func session(forThread thread: Int) -> LayoutSession {
        if let session = slots[thread] { return session }
        let session = LayoutSession(options: options)
        slots[thread] = session
        return session
    }
}
