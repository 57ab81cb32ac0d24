import LayoutEngine
import LayoutModels
import LayoutPostgres

extension LayoutService {
    /// The PostgreSQL ledger under the service, whose runs are spread over workers; nil on SQLite.
    var queueLedger: PostgresLedger? { ledger as? PostgresLedger }

    /// Whether `recompute` on this store is spread over workers through the queue in the
    /// database (PostgreSQL) rather than laid out in this process (SQLite).
    public var distributesRuns: Bool { queueLedger != nil }

    /// The database workers connect to for this store's queue; nil on SQLite.
    public var queueURL: PostgresURL? { queueLedger?.connection.url }

    /// Scenarios a page of a distributed run holds, about: its revisions are
    /// `pageSize / (widths × 2)`, as a local batch's pages.
    public static let defaultPageScenarios = 2_048

    /// Starts a recompute spread over workers: records the run and splits the scenarios
    /// `filter` covers into pages of consecutive revisions in the queue, in one transaction, for
    /// `layoutstore worker`s on any machine to lay out. Nothing is laid out here.
    ///
    /// An unfinished run of the same engine and filter that has pages is found instead of
    /// starting another (its open pages are claimed again by workers once their leases expire).
    public func enqueueRecompute(
        _ filter: ScenarioFilter = .all, engineOptions: EngineOptions? = nil, against comparison: RecomputeComparison = .previousEngine,
        pageScenarios: Int = LayoutService.defaultPageScenarios
    ) throws(ServiceError) -> EnqueuedRun {
        guard let queueLedger else {
            throw .invalidArgument("\(ledger.location) is an SQLite store: only a PostgreSQL store has a queue for workers")
        }
        let options = engineOptions ?? self.options
        let target = options == self.options ? engine : try Self.register(options, in: ledger)
        let against = try comparisonEngine(comparison, target: target)
        let widths = try ledger.selectedWidths(filter.widths)
        let filterText = filter.json
        let queue = RunQueue()
        let connection = queueLedger.connection
        let revisionsPerPage = max(1, pageScenarios / max(1, widths.count * 2))
        return try writing("enqueueing a recompute") {
            let existing = try ledger.unfinishedRun(engineID: target.id, filter: filterText)
            if let existing, try queue.hasPages(runID: existing.id, on: connection) {
                let progress = try queue.progress(runID: existing.id, on: connection)
                return EnqueuedRun(runID: existing.id, pages: progress.total, scenarios: progress.scenariosPlanned, resumed: true)
            }
            let run = try existing ?? ledger.startRun(
                engineID: target.id, againstEngineID: against?.id, filter: filterText, at: currentTimestamp()
            )
            var pages: [ClosedRange<Int64>] = []
            var planned: [Int] = []
            var cursor = run.cursorRevisionID
            while true {
                let revisions = try ledger.currentRevisions(after: cursor, limit: revisionsPerPage, filter: filter.revisionFilter)
                guard let first = revisions.first, let last = revisions.last else { break }
                pages.append(first.revisionID...last.revisionID)
                planned.append(revisions.reduce(0) { sum, revision in
                    sum + (Model.Kind(rawValue: revision.kind)?.templates.count ?? 1) * widths.count
                })
                cursor = last.revisionID
            }
            try queue.enqueue(runID: run.id, pages: pages, plannedScenarios: planned, on: connection)
            if pages.isEmpty { try ledger.finishRun(runID: run.id, at: currentTimestamp()) }
            return EnqueuedRun(runID: run.id, pages: pages.count, scenarios: planned.reduce(0, +), resumed: false)
        }
    }

    /// Lays out one claimed page of a distributed run on `pool` and writes its results, trees
    /// and run changes, adds its counts to the run, and finishes the run when this is its last
    /// open page. Called by a ``RecomputeWorker`` inside the page's transaction (which also
    /// completes the claim), on a service made for the run's engine; returns the scenarios.
    func recomputePage(_ page: RunPage, of run: Run, pool: WorkerPool) throws(ServiceError) -> Int {
        guard let queueLedger else { preconditionFailure("a page of a distributed run is laid out on PostgreSQL") }
        guard run.engineID == engine.id else {
            throw .invalidArgument(
                "run \(run.id) lays out with engine \(run.engineID), but this worker's build makes engine \(engine.id) "
                    + "(\(engine.version)) with the run's options: start the worker from the same build as the run"
            )
        }
        let filter = try ScenarioFilter(runFilter: run.filter, runID: run.id)
        let against = try run.againstEngineID.map { id throws(ServiceError) in try self.engine(id: id) }
        let widths = try ledger.selectedWidths(filter.widths)
        let proposals = widths.map { (id: $0.proposalID, proposal: ProposedSize.containerWidth($0.width)) }
        let range = page.revisionIDs
        let revisions = try inContext("reading the revisions of page \(page.number) of run \(run.id)") {
            try ledger.currentRevisions(
                after: range.lowerBound - 1, limit: Int(range.upperBound - range.lowerBound + 1), filter: filter.revisionFilter
            ).filter { range.contains($0.revisionID) }
        }
        let plan = BatchPlan(filter: filter, pageSize: revisions.count, options: options, target: engine, against: against, proposals: proposals)
        var counts = RunCounts()
        let computed = try startPage(of: revisions, plan: plan, pool: pool)
        computed?.batch.wait()
        let writer = BatchWriter(service: self, runID: run.id, target: engine, against: against, proposals: proposals, counts: counts)
        let queue = RunQueue()
        try writing("writing page \(page.number) of run \(run.id)") {
            if let computed { try writer.record(computed, counts: &counts) }
            try queueLedger.addToRun(runID: run.id, counts: counts, cursorRevisionID: range.upperBound)
            if try queue.isLastOpenPage(page, on: queueLedger.connection) {
                try ledger.finishRun(runID: run.id, at: currentTimestamp())
            }
        }
        return counts.total
    }
}

extension LayoutService {
    /// Where distributed run `runID` stands (read in one snapshot); nil when the store has no
    /// queue or the run was laid out in one process.
    public func distributedProgress(runID: Int64) throws(ServiceError) -> DistributedProgress? {
        guard let queueLedger else { return nil }
        let queue = RunQueue()
        let connection = queueLedger.connection
        return try inContext("reading the progress of run \(runID)") {
            try ledger.read { () throws -> DistributedProgress? in
                guard let run = try ledger.run(id: runID) else { throw ServiceError.unknownRun(runID) }
                guard try queue.hasPages(runID: runID, on: connection) else { return nil }
                return DistributedProgress(
                    run: run, queue: try queue.progress(runID: runID, on: connection),
                    activity: try queue.activity(runID: runID, on: connection)
                )
            }
        }
    }
}
