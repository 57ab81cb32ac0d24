/// One value per thread of a ``WorkerPool``, made by that thread when it first needs it and
/// kept for the whole batch (``WorkerSessions``, ``PageReaders``).
///
/// Slot `i` is only ever touched by the pool's thread `i` (`WorkerPool` passes each task the
/// index of the thread running it), so no lock is needed; ``takeAll()`` empties them once the
/// owner has waited for every task.
final class PerThread<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(threadCount: Int) {
        slots = .allocate(capacity: max(1, threadCount))
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// The value of pool thread `thread` (from that thread only), made by `make` the first time.
    func value<Failure: Error>(forThread thread: Int, making make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let value = slots[thread] { return value }
        let value = try make()
        slots[thread] = value
        return value
    }

    /// Takes out every value made, leaving each slot empty: for the owner, once every task that
    /// used them has been waited for.
    func takeAll() -> [Value] {
        var taken: [Value] = []
        for index in slots.indices {
            if let value = slots[index].take() { taken.append(value) }
        }
        return taken
    }
}
