import LayoutEngine
import LayoutModels

/// Batches: every scenario a filter covers laid out on every core (``BatchWork`` per worker,
/// through the one compute path) and stored by one ``BatchWriter`` (through the one store path).
struct Recompute {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// Lays out every scenario `filter` covers with the engine of `engineOptions` (default: the
    /// resolver's) on every core, stores the results, and compares each with `comparison`.
    ///
    /// Revisions stream in id order, one page per transaction; workers lay out (and compare)
    /// the pages ahead, a bounded number of them, while the writer commits the current one. The run record is written first and finished
    /// last, and each commit moves its cursor, so a run that stops (killed, or `progress`
    /// throwing) is resumed by calling `recompute` again with the same engine and filter:
    /// finished scenarios are neither recomputed nor recorded twice, and a model changed since
    /// the run laid it out keeps the revision the run saw. Results already stored for the
    /// engine are reused, never recomputed. One recompute runs on a store at a time: another
    /// process's fails with ``ServiceError/runInProgress(runID:)`` before writing anything.
    @discardableResult
    func run(
        _ filter: ScenarioFilter = .all, engineOptions: EngineOptions? = nil, against comparison: RecomputeComparison = .previousEngine,
        batchSize: Int = LayoutService.defaultBatchSize, threads: Int? = nil,
        progress: (RunProgress) throws -> Void = { _ in }
    ) throws(ServiceError) -> RunReport {
        let lock = try acquireRunLock()
        defer { lock.release() }
        let options = engineOptions ?? resolver.options
        // Everything the command names is checked before the target engine is registered, so
        // a recompute refused (an unknown width or engine) leaves no engine row.
        let proposals = try resolver.scenarioProposals(filter).map { (id: $0.id, proposal: $0.proposal) }
        let known = options == resolver.options ? try resolver.knownEngine() : try ScenarioResolver.storedEngine(options, in: ledger)
        let (against, source) = try comparisonEngine(comparison, targetID: known?.id)
        let target: RegisteredEngine
        if let known {
            target = known
        } else {
            target = options == resolver.options ? try resolver.engine : try ScenarioResolver.register(options, in: ledger)
        }
        let filterText = filter.json
        let existingRun = try inContext("looking for an unfinished run") {
            try ledger.unfinishedRun(engineID: target.id, filter: filterText)
        }
        let run: Run
        if let existingRun {
            run = existingRun
        } else {
            run = try resolver.writing("starting a run") {
                try ledger.startRun(engineID: target.id, againstEngineID: against?.id, filter: filterText, at: currentTimestamp())
            }
        }
        let writer = BatchWriter(
            resolver: resolver, runID: run.id, target: target, against: against, proposals: proposals, counts: run.counts
        )
        let total = try scenarioCount(filter, proposalCount: proposals.count)
        let pool = WorkerPool(threadCount: threads ?? WorkerPool.coreCount)
        let pageSize = max(1, batchSize / max(1, proposals.count * 2))
        let plan = BatchPlan(
            filter: filter, pageSize: pageSize, options: options, target: target, against: against, proposals: proposals,
            sessions: WorkerSessions(threadCount: pool.threadCount, options: options)
        )
        var pages = PagesInFlight(after: run.cursorRevisionID)
        try pages.fill { cursor throws(ServiceError) in try startPage(after: cursor, plan: plan, pool: pool) }
        while let page = pages.next() {
            var stopped = false
            page.batch.wait { laidOut in
                guard !stopped else { return }
                do {
                    let done = writer.counts.total + laidOut
                    try progress(RunProgress(runID: run.id, done: done, total: max(total, done), counts: writer.counts))
                } catch {
                    stopped = true
                }
            }
            if stopped {
                pages.waitForAll()
                throw .cancelled(runID: run.id, after: writer.counts.total)
            }
            // The workers lay out the pages ahead while the writer commits this one.
            try pages.fill { cursor throws(ServiceError) in try startPage(after: cursor, plan: plan, pool: pool) }
            try writer.write(page)
            do {
                try progress(RunProgress(runID: run.id, done: writer.counts.total, total: max(total, writer.counts.total), counts: writer.counts))
            } catch {
                pages.waitForAll()
                throw .cancelled(runID: run.id, after: writer.counts.total)
            }
        }
        resolver.statistics.computes += writer.counts.computed - run.counts.computed
        try resolver.writing("finishing run \(run.id)") { try ledger.finishRun(runID: run.id, at: currentTimestamp()) }
        return RunReport(runID: run.id, engine: target, against: against, comparison: source, counts: writer.counts, resumed: existingRun != nil)
    }

    /// The store's recompute lock; when another process holds it, fails naming its run.
    func acquireRunLock() throws(ServiceError) -> RunLock {
        let lock = try inContext("locking the store for a recompute") { try ledger.acquireRunLock() }
        guard let lock else {
            let running = try inContext("looking for the run in progress") { try ledger.runs().first { $0.finishedAt == nil } }
            throw .runInProgress(runID: running?.id)
        }
        return lock
    }

    /// The engine a batch with target engine `targetID` (nil: not registered yet, so without
    /// results) compares with, and why.
    func comparisonEngine(
        _ comparison: RecomputeComparison, targetID: Int64?
    ) throws(ServiceError) -> (RegisteredEngine?, ComparisonSource) {
        switch comparison {
        case .none: return (nil, .nothing)
        case .engine(let id): return (try EngineCatalog(resolver: resolver).engine(id: id), .given)
        case .previousEngine:
            // An engine not registered yet has no results, so any engine with results precedes it.
            let previous = try inContext("finding the previous engine") { try ledger.previousEngine(before: targetID ?? 0) }
            return (previous, previous == nil ? .nothing : .previouslyUsed)
        case .standard:
            if let baselines = try inContext("finding the engine of the baselines", { try ledger.baselineEngine() }) {
                return (baselines, .baselines)
            }
            if let current = try inContext("reading the current engine", { try ledger.currentEngine() }), current.id != targetID {
                return (current, .previousCurrent)
            }
            return try comparisonEngine(RecomputeComparison.previousEngine, targetID: targetID)
        }
    }

    /// How many scenarios `filter` covers at `proposalCount` proposals (widths × size categories).
    func scenarioCount(_ filter: ScenarioFilter, proposalCount: Int) throws(ServiceError) -> Int {
        var total = 0
        for kind in Model.Kind.allCases where filter.kind == nil || filter.kind == kind {
            let count = try inContext("counting models") {
                try ledger.countCurrentRevisions(filter: RevisionFilter(kind: kind.rawValue, namePattern: filter.namePattern))
            }
            total += count * kind.templates.count * proposalCount
        }
        return total
    }

    /// The tree of each revision template among `results`.
    static func treesByTemplate(_ results: [ScenarioResultKey]) -> [RevisionTemplate: Int64] {
        Dictionary(
            results.compactMap { result in result.scenario.map { ($0.revisionTemplate, result.treeID) } },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// Reads the next page of revisions, with what the target engine already has and what the
    /// compared engine made, and hands its slices to the workers; nil at the end.
    private func startPage(after cursor: Int64, plan: BatchPlan, pool: WorkerPool) throws(ServiceError) -> BatchPage? {
        let revisions = try inContext("reading models after revision \(cursor)") {
            try ledger.currentRevisions(after: cursor, limit: plan.pageSize, filter: plan.filter.revisionFilter)
        }
        return try startPage(of: revisions, plan: plan, pool: pool)
    }

    /// Reads what the target engine already has and what the compared engine made for
    /// `revisions` (ascending ids) and hands their slices to the workers; nil when empty.
    func startPage(of revisions: [CurrentRevision], plan: BatchPlan, pool: WorkerPool) throws(ServiceError) -> BatchPage? {
        guard let first = revisions.first, let last = revisions.last else { return nil }
        let range = first.revisionID...last.revisionID
        let stored = try inContext("reading stored results") { try ledger.scenarioResults(engineID: plan.target.id, revisions: range) }
        let previous = try plan.against.map { against throws(ServiceError) in
            try inContext("reading the results of engine \(against.id)") { try ledger.comparedResults(engineID: against.id, revisions: range) }
        } ?? []
        // Keyed in one pass, without an array of pairs in between: each scenario is one row of
        // the read (its revision, variant and proposal are a key of it), so none repeats.
        var previousByScenario: [Scenario: ComparedResult] = [:]
        previousByScenario.reserveCapacity(previous.count)
        for result in previous {
            if let scenario = result.key.scenario { previousByScenario[scenario] = result }
        }
        let work = BatchWork(
            options: plan.options, targetTrees: Self.treesByTemplate(stored), proposals: plan.proposals,
            stored: Set(stored.compactMap(\.scenario)), previous: previousByScenario
        )
        let sliceLength = (revisions.count + pool.threadCount * 2 - 1) / (pool.threadCount * 2)
        let sliceCount = (revisions.count + sliceLength - 1) / sliceLength
        let outputs = PageOutputs(sliceCount: sliceCount)
        let batch = WorkerPool.Batch(count: sliceCount)
        let tasks: [@Sendable (Int) -> Void] = (0..<sliceCount).map { slice in
            let range = (slice * sliceLength)..<min(revisions.count, (slice + 1) * sliceLength)
            let revisionsSlice = revisions[range]
            let sessions = plan.sessions
            return { thread in
                outputs.store(work.compute(revisionsSlice, session: sessions.session(forThread: thread)) { batch.advance(by: $0) }, at: slice)
            }
        }
        return BatchPage(
            revisions: revisions, storedResults: stored, previousResults: previousByScenario, outputs: outputs,
            batch: pool.submit(tasks, to: batch)
        )
    }
}

/// What every page of one batch shares.
struct BatchPlan {
    var filter: ScenarioFilter
    var pageSize: Int
    var options: EngineOptions
    var target: RegisteredEngine
    var against: RegisteredEngine?
    var proposals: [(id: Int64, proposal: Proposal)]
    /// The workers' layout sessions, kept from page to page.
    var sessions: WorkerSessions
}

/// A page of a batch: its revisions, what the target engine already had, and the workers' output.
struct BatchPage {
    var revisions: [CurrentRevision]
    var storedResults: [ScenarioResultKey]
    /// The compared engine's results for the page's scenarios.
    var previousResults: [Scenario: ComparedResult]
    var outputs: PageOutputs
    var batch: WorkerPool.Batch
}
