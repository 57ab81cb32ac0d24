import Glibc

/// A fixed set of threads with large stacks (deep trees recurse deeply) running submitted
/// tasks; `TaskGroup`-free so each thread can keep its own engine session.
final class WorkerPool: @unchecked Sendable {
    /// A set of submitted tasks that can be waited for.
    final class Batch: @unchecked Sendable {
        private let condition = Condition()
        private var remaining: Int
        private var progressed = 0

        init(count: Int) {
            remaining = count
        }

        func finishOne() {
            condition.withLock {
                remaining -= 1
                if remaining == 0 { condition.broadcast() }
            }
        }

        /// Adds `units` of work done by a running task, waking `wait(reporting:)`.
        func advance(by units: Int) {
            condition.withLock {
                progressed += units
                condition.broadcast()
            }
        }

        /// Whether every task of the batch has run.
        var isFinished: Bool {
            condition.withLock { remaining == 0 }
        }

        /// Blocks until every task of the batch has run.
        func wait() {
            condition.withLock {
                while remaining > 0 { condition.wait() }
            }
        }

        /// Blocks until every task of the batch has run, calling `report` on this thread (outside
        /// the lock) with the units tasks have advanced so far, each time that total grows.
        func wait(reporting report: (Int) -> Void) {
            var reported = 0
            while true {
                let (units, finished) = condition.withLock {
                    while remaining > 0 && progressed == reported { condition.wait() }
                    return (progressed, remaining == 0)
                }
                if units != reported {
                    reported = units
                    report(units)
                }
                if finished { return }
            }
        }
    }

    /// Stack size of each worker: 64 MiB, enough for trees at the 256-level depth limit.
    static let stackSize = 64 << 20

    private let queue = TaskQueue()
    private var threads: [pthread_t] = []
    let threadCount: Int

    /// Starts `threadCount` workers (default: one per core).
    init(threadCount: Int = WorkerPool.coreCount) {
        self.threadCount = max(1, threadCount)
        for index in 0..<self.threadCount {
            threads.append(Self.spawn { [queue] in Self.work(queue, threadIndex: index) })
        }
    }

    /// Lets the workers finish the tasks queued, then waits for them to end.
    deinit {
        queue.stop()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// How much lower than the thread that submits work the workers are scheduled (a nice
    /// increment). A batch is a pipeline whose one serial stage, the writer, submits the pages:
    /// when the writer and the workers outnumber the cores, a fair scheduler gives each thread
    /// the same share and the writer, the bound of the whole batch, waits for a core a third of
    /// the time; weighted below it, the workers take every cycle the writer leaves and no more.
    static let niceIncrement: Int32 = 5

    /// Lowers the calling thread's scheduling priority by ``niceIncrement``. On Linux the nice
    /// value is a per-thread attribute and `setpriority(PRIO_PROCESS, 0, …)` changes the calling
    /// thread's alone (setpriority(2), NOTES). Failure (a sandbox refusing it) only leaves the
    /// priority as it was.
    private static func yieldToWriter() {
        errno = 0
        let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        guard errno == 0 else { return }
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, min(19, current + niceIncrement))
    }

    /// The process's pool of one worker per core, kept while the process runs: a batch on the
    /// default number of threads runs on it, so its threads start once, not once per batch, and
    /// their stacks and allocator caches stay warm from batch to batch.
    static let shared = WorkerPool()

    /// The number of online cores.
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Queues `tasks`; each is called with the index of the thread running it.
    func submit(_ tasks: [@Sendable (Int) -> Void]) -> Batch {
        submit(tasks, to: Batch(count: tasks.count))
    }

    /// Queues `tasks` as `batch` (made for exactly that many tasks, which may report to it).
    @discardableResult
    func submit(_ tasks: [@Sendable (Int) -> Void], to batch: Batch) -> Batch {
        queue.append(tasks, to: batch)
        return batch
    }

    /// Hands `value` to a worker thread, which destroys it: a serial thread (the writer) frees
    /// nothing the workers made, however many arrays and buffers it holds. The caller gives up
    /// `value` (`consume` it), so the worker's release is its last.
    func discard<Value>(_ value: consuming Value) {
        _ = submit([Self.destroying(value)])
    }

    /// Hands each of `values` to a worker thread, which destroys it, and returns their batch:
    /// waited for, every value is destroyed. The caller gives up `values` (`consume` them).
    func discardEach<Value>(_ values: consuming [Value]) -> Batch {
        let tasks = values.map { Self.destroying($0) }
        values = []
        return submit(tasks)
    }

    /// A task holding the last reference to `value`, which it releases on the thread running it.
    private static func destroying<Value>(_ value: consuming Value) -> @Sendable (Int) -> Void {
        let box = Unmanaged.passRetained(Discarded(value))
        return { _ in box.release() }
    }

    /// A value on its way to the worker that destroys it (``discard(_:)``).
    private final class Discarded<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }

    private static func work(_ queue: TaskQueue, threadIndex: Int) {
        yieldToWriter()
        // The task is run and released before its batch counts it finished: a caller whose
        // `wait()` returns holds the last reference to what the tasks captured.
        while let batch = runNext(queue, threadIndex: threadIndex) {
            batch.finishOne()
        }
    }

    /// Takes the next task (waiting for one), runs it and returns its batch; nil once stopped.
    private static func runNext(_ queue: TaskQueue, threadIndex: Int) -> Batch? {
        guard let next = queue.next() else { return nil }
        next.task(threadIndex)
        return next.batch
    }

    private final class Start {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private static func spawn(_ body: @escaping () -> Void) -> pthread_t {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let start = Unmanaged.passRetained(Start(body)).toOpaque()
        let created = pthread_create(&thread, &attributes, { argument in
            let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
            start.body()
            return nil
        }, start)
        precondition(created == 0, "could not start a worker thread (error \(created))")
        return thread
    }
}
