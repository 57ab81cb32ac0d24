import LayoutEngine
import LayoutPostgres

/// Recompute spread over workers on a PostgreSQL store, forwarded to ``QueuedRecompute``.
extension LayoutService {
    /// The queue of this store's runs; nil on SQLite.
    var queued: QueuedRecompute? { QueuedRecompute(recompute: batches) }

    /// Whether `recompute` on this store is spread over workers through the queue in the
    /// database (PostgreSQL) rather than laid out in this process (SQLite).
    public var distributesRuns: Bool { queued != nil }

    /// The database workers connect to for this store's queue; nil on SQLite.
    public var queueURL: PostgresURL? { queued?.queueLedger.connection.url }

    /// Scenarios a page of a queued run holds, about.
    public static let defaultPageScenarios = 2_048

    /// Starts a recompute spread over workers: records the run and splits the scenarios
    /// `filter` covers into pages of consecutive revisions in the queue, in one transaction, for
    /// `layoutstore worker`s on any machine to lay out (``RecomputeWorker``). Nothing is laid
    /// out here. An unfinished run of the same engine and filter that has pages is found
    /// instead of starting another (its open pages are claimed again once their leases expire).
    public func enqueueRecompute(
        _ filter: ScenarioFilter = .all, engineOptions: EngineOptions? = nil, against comparison: RecomputeComparison = .previousEngine,
        pageScenarios: Int = LayoutService.defaultPageScenarios
    ) throws(ServiceError) -> EnqueuedRun {
        guard let queued else {
            throw .invalidArgument("\(ledger.location) is an SQLite store: only a PostgreSQL store has a queue for workers")
        }
        return try queued.enqueue(filter, engineOptions: engineOptions, against: comparison, pageScenarios: pageScenarios)
    }

    /// Where queued run `runID` stands, as any machine sees it; nil on SQLite or for a run laid
    /// out in one process.
    public func distributedProgress(runID: Int64) throws(ServiceError) -> DistributedProgress? {
        try queued?.progress(runID: runID)
    }
}
