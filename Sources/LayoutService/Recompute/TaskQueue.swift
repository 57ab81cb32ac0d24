/// The queue a ``WorkerPool``'s threads take their tasks from, shared by the pool and its
/// threads: the threads hold the queue, not the pool, so a pool its owner lets go is
/// deinitialized, stops its queue and joins its threads (a thread holding its pool would keep
/// both alive for as long as the process runs).
final class TaskQueue: @unchecked Sendable {
    /// A task and the batch that counts it.
    typealias Item = (task: @Sendable (Int) -> Void, batch: WorkerPool.Batch)

    /// Taken slots at the front of the queue before it is compacted.
    static let compactionThreshold = 64

    private let condition = Condition()
    /// The queued tasks from `start` on; a slot before it is nil (its task taken), so a task
    /// and everything it captures are released as soon as a worker takes it, also while the
    /// queue never runs empty (a writer that keeps pages ahead of the workers).
    private var items: [Item?] = []
    private var start = 0
    private var stopping = false

    /// Queues `tasks` as `batch`, waking the waiting threads.
    func append(_ tasks: [@Sendable (Int) -> Void], to batch: WorkerPool.Batch) {
        condition.withLock {
            for task in tasks { items.append((task, batch)) }
            condition.broadcast()
        }
    }

    /// Lets the threads finish what is queued, then return nil from ``next()``.
    func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
        }
    }

    /// Takes the next task, waiting for one; nil once stopped with nothing left.
    func next() -> Item? {
        condition.withLock {
            while start == items.count && !stopping { condition.wait() }
            guard start < items.count else { return nil }
            let item = items[start]
            items[start] = nil
            start += 1
            if start == items.count {
                items.removeAll(keepingCapacity: true)
                start = 0
            } else if start >= Self.compactionThreshold && start * 2 >= items.count {
                // Taken slots are dropped once they are half the queue: the array stays
                // proportional to the tasks waiting, and each task moves O(1) times on average.
                items.removeFirst(start)
                start = 0
            }
            return item
        }
    }
}
