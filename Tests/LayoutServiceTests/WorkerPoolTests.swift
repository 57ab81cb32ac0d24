import Glibc
import Synchronization
import Testing
@testable import LayoutService

@Suite struct WorkerPoolTests {
    private static func depth(_ level: Int) -> Int {
        var padding = (level, level, level, level, level, level, level, level)
        return level == 0 ? 0 : 1 + depth(level - 1) + withUnsafeBytes(of: &padding) { $0.count } * 0
    }

    @Test func everySubmittedTaskRunsBeforeWaitReturns() {
        let pool = WorkerPool(threadCount: 3)
        let counter = Atomic<Int>(0)
        let tasks: [@Sendable (Int) -> Void] = (0..<100).map { _ in { _ in counter.add(1, ordering: .relaxed) } }
        pool.submit(tasks).wait()
        #expect(counter.load(ordering: .relaxed) == 100)
        pool.submit(tasks).wait()
        #expect(counter.load(ordering: .relaxed) == 200)
    }

    @Test func aPoolLetGoEndsAfterRunningWhatWasQueued() {
        weak var released: WorkerPool?
        let counter = Atomic<Int>(0)
        do {
            let pool = WorkerPool(threadCount: 2)
            released = pool
            let tasks: [@Sendable (Int) -> Void] = (0..<50).map { _ in { _ in counter.add(1, ordering: .relaxed) } }
            _ = pool.submit(tasks)
            #expect(released != nil)
        }
        // Its threads held the pool once, so it lived (with them) for as long as the process.
        #expect(released == nil)
        // Deinitializing let the queued tasks run and waited for the threads to end.
        #expect(counter.load(ordering: .relaxed) == 50)
    }

    @Test func workersHaveStacksForDeepRecursion() {
        let pool = WorkerPool(threadCount: 1)
        let reached = Atomic<Int>(0)
        pool.submit([{ _ in reached.store(Self.depth(100_000), ordering: .relaxed) }]).wait()
        #expect(reached.load(ordering: .relaxed) == 100_000)
    }

    @Test func aBatchReportsWhatItsTasksAdvanceToItsWaiter() {
        let pool = WorkerPool(threadCount: 3)
        let batch = WorkerPool.Batch(count: 50)
        let tasks: [@Sendable (Int) -> Void] = (0..<50).map { _ in { _ in batch.advance(by: 2) } }
        pool.submit(tasks, to: batch)
        var reports: [Int] = []
        batch.wait { reports.append($0) }
        #expect(reports.last == 100)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// The nice value of the calling thread (Linux keeps one per thread).
    private static func niceValue() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    @Test func workersRunBelowTheThreadThatSubmitsTheirWork() {
        let submitter = Self.niceValue()
        let pool = WorkerPool(threadCount: 2)
        let seen = Mutex<[Int32]>([])
        let tasks: [@Sendable (Int) -> Void] = (0..<8).map { _ in { _ in
            let value = Self.niceValue()
            seen.withLock { $0.append(value) }
        } }
        pool.submit(tasks).wait()
        let values = seen.withLock { $0 }
        #expect(values.count == 8)
        // Capped at 19, the lowest priority there is.
        #expect(values.allSatisfy { $0 == min(19, submitter + WorkerPool.niceIncrement) })
        // The submitting thread itself keeps its priority.
        #expect(Self.niceValue() == submitter)
    }

    /// Counts the trackers alive.
    private final class Census: Sendable {
        let alive = Atomic<Int>(0)
    }

    /// Something a task captures, counted while it lives.
    private final class Tracker: Sendable {
        let census: Census
        init(_ census: Census) {
            self.census = census
            census.alive.add(1, ordering: .relaxed)
        }
        deinit { census.alive.subtract(1, ordering: .relaxed) }
    }

    @Test func aTakenTaskIsReleasedWhileOthersStillWait() {
        let pool = WorkerPool(threadCount: 1)
        let census = Census()
        let gate = Condition()
        let open = Mutex(false)
        // The one worker waits at the gate, so every task below is queued before any runs.
        let gated = pool.submit([{ _ in
            gate.withLock { while !open.withLock({ $0 }) { gate.wait() } }
        }])
        let seenAtMiddle = Atomic<Int>(-1)
        let count = 200
        let batch = pool.submit((0..<count).map { index in
            let tracker = Tracker(census)
            return { _ in
                withExtendedLifetime(tracker) {
                    if index == count / 2 { seenAtMiddle.store(census.alive.load(ordering: .relaxed), ordering: .relaxed) }
                }
            }
        })
        #expect(census.alive.load(ordering: .relaxed) == count)
        gate.withLock {
            open.withLock { $0 = true }
            gate.broadcast()
        }
        gated.wait()
        batch.wait()
        // Task 100 runs with 99 tasks still queued: those and itself are alive, the 100 taken
        // before it are not (a queue that kept them would show all 200).
        #expect(seenAtMiddle.load(ordering: .relaxed) == count - count / 2)
        #expect(census.alive.load(ordering: .relaxed) == 0)
    }
}
