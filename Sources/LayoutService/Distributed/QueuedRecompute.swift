import LayoutEngine
import LayoutModels
import LayoutPostgres

/// Recompute spread over workers through the queue in a PostgreSQL store: queuing a run's
/// pages, laying out one claimed page through the batch's own page code (``Recompute``'s
/// pages, one ``BatchWriter``), and reading a run's progress.
struct QueuedRecompute {
    /// The local batch, whose page code the queued pages share.
    let recompute: Recompute
    /// The PostgreSQL ledger the queue lives beside.
    let queueLedger: PostgresLedger

    /// Nil on a store without a queue (SQLite).
    init?(recompute: Recompute) {
        guard let queueLedger = recompute.ledger as? PostgresLedger else { return nil }
        self.recompute = recompute
        self.queueLedger = queueLedger
    }

    var resolver: ScenarioResolver { recompute.resolver }
    var ledger: any ResultLedger { recompute.ledger }

    /// Records a run and splits the scenarios `filter` covers into pages of consecutive
    /// revisions in the queue, each with the scenarios it is planned to lay out, in one
    /// transaction. An unfinished run of the same engine and filter that has pages is found
    /// instead of starting another.
    func enqueue(
        _ filter: ScenarioFilter, engineOptions: EngineOptions?, against comparison: RecomputeComparison, pageScenarios: Int
    ) throws(ServiceError) -> EnqueuedRun {
        let options = engineOptions ?? resolver.options
        let target = options == resolver.options ? try resolver.engine : try ScenarioResolver.register(options, in: ledger)
        let (against, source) = try recompute.comparisonEngine(comparison, targetID: target.id)
        let proposalCount = try resolver.scenarioProposals(filter).count
        let filterText = filter.json
        let queue = RunQueue()
        let connection = queueLedger.connection
        let revisionsPerPage = max(1, pageScenarios / max(1, proposalCount * 2))
        return try resolver.writing("enqueueing a recompute") {
            let existing = try ledger.unfinishedRun(engineID: target.id, filter: filterText)
            if let existing, try queue.hasPages(runID: existing.id, on: connection) {
                let progress = try queue.progress(runID: existing.id, on: connection)
                return EnqueuedRun(
                    runID: existing.id, pages: progress.total, scenarios: progress.scenariosPlanned, comparison: source, resumed: true
                )
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
                    sum + (Model.Kind(rawValue: revision.kind)?.templates.count ?? 1) * proposalCount
                })
                cursor = last.revisionID
            }
            try queue.enqueue(runID: run.id, pages: pages, plannedScenarios: planned, on: connection)
            if pages.isEmpty { try ledger.finishRun(runID: run.id, at: currentTimestamp()) }
            return EnqueuedRun(runID: run.id, pages: pages.count, scenarios: planned.reduce(0, +), comparison: source, resumed: false)
        }
    }

    /// Lays out one claimed page of `run` on `pool` and writes its results, trees and run
    /// changes, adds its counts to the run, and finishes the run (making its engine current)
    /// when this is its last open page. Called inside the page's transaction (which also completes the claim), on a
    /// resolver for the run's engine; returns the scenarios.
    func layOut(_ page: RunPage, of run: Run, pool: WorkerPool, sessions: WorkerSessions) throws(ServiceError) -> Int {
        let engine = try resolver.engine
        guard run.engineID == engine.id else {
            throw .invalidArgument(
                "run \(run.id) lays out with engine \(run.engineID), but this worker's build makes engine \(engine.id) "
                    + "(\(engine.version)) with the run's options: start the worker from the same build as the run"
            )
        }
        let filter = try ScenarioFilter(runFilter: run.filter, runID: run.id)
        let against = try run.againstEngineID.map { id throws(ServiceError) in try EngineCatalog(resolver: resolver).engine(id: id) }
        let proposals = try resolver.scenarioProposals(filter).map { (id: $0.id, proposal: $0.proposal) }
        let range = page.revisionIDs
        let revisions = try inContext("reading the revisions of page \(page.number) of run \(run.id)") {
            try ledger.currentRevisions(
                after: range.lowerBound - 1, limit: Int(range.upperBound - range.lowerBound + 1), filter: filter.revisionFilter
            ).filter { range.contains($0.revisionID) }
        }
        let plan = BatchPlan(
            filter: filter, options: resolver.options, target: engine, against: against, proposals: proposals,
            sessions: sessions
        )
        var counts = RunCounts()
        let computed = try recompute.startPage(of: revisions, plan: plan, pool: pool)
        computed?.batch.wait()
        let writer = BatchWriter(resolver: resolver, runID: run.id, target: engine, against: against, proposals: proposals, counts: counts)
        let queue = RunQueue()
        try resolver.writing("writing page \(page.number) of run \(run.id)") {
            // The page's results and run changes go out together in the pipeline.
            if let computed { try queueLedger.deferringInserts { try writer.record([computed], counts: &counts) } }
            try queueLedger.addToRun(runID: run.id, counts: counts, cursorRevisionID: range.upperBound)
            if try queue.isLastOpenPage(page, on: queueLedger.connection) {
                // As a local recompute does: the finished run's engine becomes current.
                let time = currentTimestamp()
                try ledger.finishRun(runID: run.id, at: time)
                try ledger.setCurrentEngine(engineID: run.engineID, at: time)
            }
        }
        return counts.total
    }

    /// Where run `runID` stands (read in one snapshot); nil when it was laid out in one process.
    func progress(runID: Int64) throws(ServiceError) -> DistributedProgress? {
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
