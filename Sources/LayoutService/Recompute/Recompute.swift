import LayoutEngine
import LayoutModels

/// Batches: every scenario a filter covers laid out on every core (``BatchWork`` per worker,
/// through the one compute path) and stored by one ``BatchWriter`` (through the one store path).
struct Recompute {
    let resolver: ScenarioResolver

    /// Slices a page is split into per worker thread: more than one, so a thread that finishes
    /// its slice early takes another instead of waiting for the slowest.
    static let slicesPerThread = 2

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
    ///
    /// On an SQLite file the workers read each slice's stored and compared results on read
    /// connections of their own (``PageReaders``); `readingOnWorkers: false` has the writer
    /// read them, as it does on any other ledger (the same rows either way). `commits` says
    /// which pages share a transaction (``PageCommits``; the same rows whichever).
    @discardableResult
    func run(
        _ filter: ScenarioFilter = .all, engineOptions: EngineOptions? = nil, against comparison: RecomputeComparison = .previousEngine,
        batchSize: Int = LayoutService.defaultBatchSize, threads: Int? = nil, readingOnWorkers: Bool = true,
        commits: PageCommits = .withFinishedPages, progress: (RunProgress) throws -> Void = { _ in }
    ) throws(ServiceError) -> RunReport {
        let lock = try acquireRunLock()
        defer { lock.release() }
        // Readers and checkpoints on connections of their own are for commits the batch makes
        // itself, page by page, not for a caller's open transaction.
        let callerTransaction = ledger.isInTransaction
        let options = engineOptions ?? resolver.options
        // Everything the command names is checked before the target engine is registered, so
        // a recompute refused (an unknown width or engine) leaves no engine row.
        let proposals = try resolver.scenarioProposals(filter).map { (id: $0.id, proposal: $0.proposal) }
        let known = options == resolver.options ? try resolver.knownEngine() : try ScenarioResolver.storedEngine(options, in: ledger)
        let (against, source) = try comparisonEngine(comparison, targetID: known?.id)
        let filterText = filter.json
        let revisionCounts = try currentRevisionCounts(filter)
        let total = Self.scenarioCount(revisionCounts, proposalCount: proposals.count)
        let pool = threads.map { WorkerPool(threadCount: $0) } ?? WorkerPool.shared
        let sessions = WorkerSessions(threadCount: pool.threadCount, options: options)
        // Readers see only what is committed: inside a caller's open transaction the writer reads.
        let readers = !readingOnWorkers || callerTransaction ? nil : (ledger as? any PageReading)?.pageReaders(threadCount: pool.threadCount)
        let checkpoints = callerTransaction ? nil : try (ledger as? any PageReading)?.batchCheckpoints()
        defer { checkpoints?.finish() }
        // The run's own writes (the engine when new, the run unless resumed) and the start of
        // its first pages are one transaction: its commit, often the first on a new write-ahead
        // log (whose header and folder SQLite syncs, milliseconds), runs while the workers lay
        // out those pages. They read only committed rows, and a target engine not committed yet
        // has no results to read.
        let start = try resolver.writing("starting a run") { () throws(ServiceError) -> RunStart in
            let target: RegisteredEngine
            if let known {
                target = known
            } else {
                target = options == resolver.options ? try resolver.engine : try ScenarioResolver.register(options, in: ledger)
            }
            let existingRun = try inContext("looking for an unfinished run") {
                try ledger.unfinishedRun(engineID: target.id, filter: filterText)
            }
            let run: Run
            if let existingRun {
                run = existingRun
            } else {
                run = try inContext("starting a run") {
                    try ledger.startRun(engineID: target.id, againstEngineID: against?.id, filter: filterText, at: currentTimestamp())
                }
            }
            let plan = BatchPlan(
                filter: filter, options: options, target: target, against: against, proposals: proposals, sessions: sessions, readers: readers
            )
            let sizes = PageSizes(
                full: batchSize / max(1, proposals.count * 2), minimum: pool.threadCount * Self.slicesPerThread,
                revisions: run.cursorRevisionID == 0 ? revisionCounts.reduce(0) { $0 + $1.count } : nil
            )
            var pages = PagesInFlight(after: run.cursorRevisionID, sizes: sizes)
            try pages.fill { cursor, limit throws(ServiceError) in try startPage(after: cursor, limit: limit, plan: plan, pool: pool) }
            return RunStart(target: target, run: run, resumed: existingRun != nil, plan: plan, pages: pages)
        }
        let (target, run, plan, resumed) = (start.target, start.run, start.plan, start.resumed)
        // The pages taken out of the start (consumed): a page written is the queue's last
        // reference to it, so the workers free it (`pool.discard`), not the end of the run.
        var pages = (consume start).pages
        let writer = BatchWriter(
            resolver: resolver, runID: run.id, target: target, against: against, proposals: proposals, counts: run.counts
        )
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
            var written = [consume page]
            written += pages.takeFollowing(commits)
            // The workers lay out the pages ahead while the writer commits these.
            try pages.fill { cursor, limit throws(ServiceError) in try startPage(after: cursor, limit: limit, plan: plan, pool: pool) }
            try writer.write(written)
            checkpoints?.pageCommitted(runEnding: pages.isExhausted)
            // The workers free what they made (and the pages' revisions), not the writer.
            pool.discard(consume written)
            do {
                try progress(RunProgress(runID: run.id, done: writer.counts.total, total: max(total, writer.counts.total), counts: writer.counts))
            } catch {
                pages.waitForAll()
                throw .cancelled(runID: run.id, after: writer.counts.total)
            }
        }
        resolver.statistics.computes += writer.counts.computed - run.counts.computed
        // Every page is written: the workers free their sessions and close their readers while
        // the writer records the run finished. No connection of the run outlives it: a reader
        // closed later, after its caller closed the store, could be the file's last connection.
        let freed = [plan.sessions.discard(on: pool)] + (plan.readers.map { [$0.discard(on: pool)] } ?? [])
        checkpoints?.finish()
        try resolver.writing("finishing run \(run.id)") { try ledger.finishRun(runID: run.id, at: currentTimestamp()) }
        for batch in freed { batch.wait() }
        return RunReport(runID: run.id, engine: target, against: against, comparison: source, counts: writer.counts, resumed: resumed)
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
        Self.scenarioCount(try currentRevisionCounts(filter), proposalCount: proposalCount)
    }

    /// How many scenarios revisions counted by kind make at `proposalCount` proposals.
    private static func scenarioCount(_ revisions: [(kind: Model.Kind, count: Int)], proposalCount: Int) -> Int {
        revisions.reduce(0) { $0 + $1.count * $1.kind.templates.count * proposalCount }
    }

    /// The current revisions `filter` covers, counted by model kind.
    private func currentRevisionCounts(_ filter: ScenarioFilter) throws(ServiceError) -> [(kind: Model.Kind, count: Int)] {
        try Model.Kind.allCases.filter { filter.kind == nil || filter.kind == $0 }.map { kind throws(ServiceError) in
            let count = try inContext("counting models") {
                try ledger.countCurrentRevisions(filter: RevisionFilter(kind: kind.rawValue, namePattern: filter.namePattern))
            }
            return (kind, count)
        }
    }

    /// Reads the next page of at most `limit` revisions and hands its slices to the workers; nil at the end.
    private func startPage(after cursor: Int64, limit: Int, plan: BatchPlan, pool: WorkerPool) throws(ServiceError) -> BatchPage? {
        let revisions = try inContext("reading models after revision \(cursor)") {
            try ledger.currentRevisions(after: cursor, limit: limit, filter: plan.filter.revisionFilter)
        }
        return try startPage(of: revisions, plan: plan, pool: pool)
    }

    /// Hands the slices of `revisions` (ascending ids) to the workers; nil when empty. What the
    /// target engine already has and what the compared engine made for a slice's revisions are
    /// read by its worker on the worker thread's own read connection (``PageReaders``), or,
    /// when the plan has none, read here for the whole page and split among the slices.
    func startPage(of revisions: [CurrentRevision], plan: BatchPlan, pool: WorkerPool) throws(ServiceError) -> BatchPage? {
        guard let first = revisions.first, let last = revisions.last else { return nil }
        let work = BatchWork(
            options: plan.options, targetID: plan.target.id, proposals: plan.proposals, comparedTreesAreOurs: plan.comparedTreesAreOurs
        )
        let sliceLength = (revisions.count + pool.threadCount * Self.slicesPerThread - 1) / (pool.threadCount * Self.slicesPerThread)
        let sliceCount = (revisions.count + sliceLength - 1) / sliceLength
        let ranges = (0..<sliceCount).map { slice in (slice * sliceLength)..<min(revisions.count, (slice + 1) * sliceLength) }
        let targetID = plan.target.id
        let againstID = plan.against?.id
        let readers = plan.readers
        let comparedTreeHashes = !plan.comparedTreesAreOurs
        var pageReads: [SliceReads]?
        if readers == nil {
            pageReads = SliceReads.split(
                try SliceReads.read(
                    first.revisionID...last.revisionID, from: ledger, targetID: targetID, againstID: againstID,
                    comparedTreeHashes: comparedTreeHashes
                ),
                firstRevisionIDs: ranges.map { revisions[$0.lowerBound].revisionID }
            )
        }
        let outputs = PageOutputs(sliceCount: sliceCount)
        let batch = WorkerPool.Batch(count: sliceCount)
        let sessions = plan.sessions
        let tasks: [@Sendable (Int) -> Void] = ranges.enumerated().map { slice, range in
            let revisionsSlice = revisions[range]
            let givenReads = pageReads?[slice]
            return { thread in
                let reads: SliceReads
                if let givenReads {
                    reads = givenReads
                } else {
                    do throws(ServiceError) {
                        reads = try SliceReads.read(
                            revisionsSlice.first!.revisionID...revisionsSlice.last!.revisionID, from: readers!.ledger(forThread: thread),
                            targetID: targetID, againstID: againstID, comparedTreeHashes: comparedTreeHashes
                        )
                    } catch {
                        outputs.fail(error, at: slice)
                        return
                    }
                }
                outputs.store(work.compute(revisionsSlice, reads: reads, session: sessions.session(forThread: thread)) { batch.advance(by: $0) }, at: slice)
            }
        }
        return BatchPage(revisions: revisions, outputs: outputs, batch: pool.submit(tasks, to: batch))
    }
}

/// What every page of one batch shares.
struct BatchPlan {
    var filter: ScenarioFilter
    var options: EngineOptions
    var target: RegisteredEngine
    var against: RegisteredEngine?
    var proposals: [(id: Int64, proposal: Proposal)]
    /// The workers' layout sessions, kept from page to page.
    var sessions: WorkerSessions
    /// The workers' read connections, on which each slice reads its own rows; nil: the writer
    /// reads each page (a ledger without them).
    var readers: PageReaders? = nil
    /// Whether the compared engine was built from this build's sources, so its tree of a
    /// revision's template is the one the workers make (``RegisteredEngine/isBuiltFromTheseSources``).
    let comparedTreesAreOurs: Bool

    init(
        filter: ScenarioFilter, options: EngineOptions, target: RegisteredEngine, against: RegisteredEngine?,
        proposals: [(id: Int64, proposal: Proposal)], sessions: WorkerSessions, readers: PageReaders? = nil
    ) {
        self.filter = filter
        self.options = options
        self.target = target
        self.against = against
        self.proposals = proposals
        self.sessions = sessions
        self.readers = readers
        comparedTreesAreOurs = against?.isBuiltFromTheseSources ?? false
    }
}

/// What a batch's start wrote and began: its target engine and run (``resumed``: an unfinished
/// run found), the plan of its pages and the first pages in flight.
struct RunStart {
    var target: RegisteredEngine
    var run: Run
    var resumed: Bool
    var plan: BatchPlan
    var pages: PagesInFlight
}

/// A page of a batch: its revisions and the workers' output.
struct BatchPage {
    var revisions: [CurrentRevision]
    var outputs: PageOutputs
    var batch: WorkerPool.Batch
}
