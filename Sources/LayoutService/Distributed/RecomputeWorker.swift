import Foundation
import LayoutEngine
import LayoutPostgres

/// `layoutstore worker`: lays out the pages of distributed runs (``LayoutService/enqueueRecompute(_:engineOptions:against:pageScenarios:)``)
/// from a PostgreSQL store, alongside any number of workers on other machines.
///
/// Each page is claimed from the ``RunQueue`` with `FOR UPDATE SKIP LOCKED` under a lease that
/// a ``LeaseHeartbeat`` renews; the page is laid out on every core and its results, trees, run
/// changes, the run's counts and the page's completion commit in one transaction. A worker
/// killed mid-page leaves nothing: its transaction dies with its connection, and another worker
/// redoes the page once the lease expired. Results are content-addressed, so a page redone
/// stores nothing twice.
public struct RecomputeWorker: Sendable {
    /// The store's database.
    public let url: PostgresURL
    /// The queue and its lease.
    public let queue: RunQueue
    /// The worker's name in the queue (`host:pid`).
    public let name: String
    /// Threads laying out a page.
    public let threads: Int
    /// Who the worker's writes are attributed to.
    public let user: String

    /// A worker on the store at `url`.
    public init(
        url: PostgresURL, lease: Duration = .seconds(30), name: String = QueueWorker.defaultName(), threads: Int? = nil,
        user: String = LayoutService.currentUser
    ) {
        self.url = url
        self.queue = RunQueue(lease: lease)
        self.name = name
        self.threads = threads ?? WorkerPool.coreCount
        self.user = user
    }

    /// How often a worker with `follow` looks for new runs while the queue is empty.
    public static let followInterval = 2.0

    /// Drains run `runID` (or, with nil, every run with open pages, oldest first) and returns
    /// what this worker did; `finished` is told of each run drained. With `follow`, an empty
    /// queue is polled every ``followInterval`` seconds until `shouldStop` says so; without, the
    /// worker returns as soon as no run has an open page.
    public func work(
        runID: Int64? = nil, follow: Bool = false, shouldStop: () -> Bool = { false },
        finished: (Int64, WorkerReport) -> Void = { _, _ in }
    ) throws(ServiceError) -> WorkerReport {
        let pool = WorkerPool(threadCount: threads)
        var total = WorkerReport()
        if let runID {
            let report = try drain(runID: runID, pool: pool)
            finished(runID, report)
            return report
        }
        let connection = try inContext("connecting to the queue") { try PostgresConnection(url: url) }
        defer { connection.close() }
        while !shouldStop() {
            let open = try inContext("looking for runs with open pages") { try queue.openRuns(on: connection) }
            if open.isEmpty {
                guard follow else { break }
                Thread.sleep(forTimeInterval: Self.followInterval)
                continue
            }
            for id in open where !shouldStop() {
                let report = try drain(runID: id, pool: pool)
                finished(id, report)
                total = total + report
            }
        }
        return total
    }

    /// Drains one run with a ``QueueWorker``: each page laid out by a service for the run's
    /// engine on a ledger over the page's own connection and transaction.
    private func drain(runID: Int64, pool: WorkerPool) throws(ServiceError) -> WorkerReport {
        let worker = QueueWorker(name: name, queue: queue, url: url)
        // One warm layout session per thread for the whole run (its engine is the run's), so
        // text shaping and prepared structure are paid once per worker, not once per page.
        var sessions: WorkerSessions?
        return try inContext("working on run \(runID) as \(name)") {
            try worker.drain(runID: runID) { claim, connection in
                let ledger = PostgresLedger(connection: connection)
                guard let run = try ledger.run(id: runID) else { throw ServiceError.unknownRun(runID) }
                guard let engine = try ledger.engine(id: run.engineID) else {
                    throw ServiceError.corruptStore("run \(runID) names engine \(run.engineID), which is not stored")
                }
                // A fresh resolver per page: no id it caches can outlive a page rolled back.
                let options = try EngineCatalog.options(of: engine)
                let resolver = try ScenarioResolver(ledger: ledger, options: options, memoryCacheBytes: 8 << 20)
                guard let queued = QueuedRecompute(recompute: Recompute(resolver: resolver)) else {
                    preconditionFailure("a worker's ledger is PostgreSQL's")
                }
                let warm = sessions ?? WorkerSessions(threadCount: pool.threadCount, options: options)
                sessions = warm
                return try queued.layOut(claim.page, of: run, pool: pool, sessions: warm)
            }
        }
    }
}
