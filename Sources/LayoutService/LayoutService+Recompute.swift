import LayoutEngine
import LayoutModels
import LayoutStorage

extension LayoutService {
    /// Scenarios committed per transaction, about.
    public static let defaultBatchSize = 4_096

    /// Lays out every scenario `filter` covers with the engine of `engineOptions` (default: the
    /// service's) on every core, stores the results, and compares each with `comparison`.
    ///
    /// Revisions stream in id order, one page per transaction; workers lay out the next page
    /// while the writer commits the current one. The run record is written first and finished
    /// last, and each commit moves its cursor, so a run that stops (killed, or `progress`
    /// throwing) is resumed by calling `recompute` again with the same engine and filter:
    /// finished scenarios are neither recomputed nor recorded twice. Results already stored
    /// for the engine are reused, never recomputed.
    @discardableResult
    public func recompute(
        _ filter: ScenarioFilter = .all, engineOptions: EngineOptions? = nil, against comparison: RecomputeComparison = .previousEngine,
        batchSize: Int = LayoutService.defaultBatchSize, threads: Int? = nil,
        progress: (RunProgress) throws -> Void = { _ in }
    ) throws(ServiceError) -> RunReport {
        let options = engineOptions ?? self.options
        let target = options == self.options ? engine : try Self.register(options, in: database)
        let against = try comparisonEngine(comparison, target: target)
        let widths = try selectedWidths(filter.widths)
        let proposals = widths.map { (id: $0.proposalID, proposal: ProposedSize(width: $0.width, height: nil)) }
        let filterText = filter.json
        let existingRun = try inContext("looking for an unfinished run") {
            try runStore.unfinishedRun(engineID: target.id, filter: filterText)
        }
        let run: StoredRun
        if let existingRun {
            run = existingRun
        } else {
            run = try writing("starting a run") {
                try runStore.start(engineID: target.id, againstEngineID: against?.id, filter: filterText, at: currentTimestamp())
            }
        }
        let writer = BatchWriter(
            service: self, runID: run.id, target: target, against: against, proposals: proposals, counts: run.counts
        )
        let total = try scenarioCount(filter, widthCount: widths.count)
        let pool = WorkerPool(threadCount: threads ?? WorkerPool.coreCount)
        let pageSize = max(1, batchSize / max(1, proposals.count * 2))
        let plan = BatchPlan(
            filter: filter, pageSize: pageSize, options: options, target: target, against: against, proposals: proposals
        )
        var pending = try startPage(after: run.cursorRevisionID, plan: plan, pool: pool)
        while let page = pending {
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
            if stopped { throw .cancelled(runID: run.id, after: writer.counts.total) }
            let next = try startPage(after: page.revisions.last!.revisionID, plan: plan, pool: pool)
            try writer.write(page)
            do {
                try progress(RunProgress(runID: run.id, done: writer.counts.total, total: max(total, writer.counts.total), counts: writer.counts))
            } catch {
                next?.batch.wait()
                throw .cancelled(runID: run.id, after: writer.counts.total)
            }
            pending = next
        }
        statistics.computes += writer.counts.computed - run.counts.computed
        try writing("finishing run \(run.id)") { try runStore.finish(runID: run.id, at: currentTimestamp()) }
        return RunReport(runID: run.id, engine: target, against: against, counts: writer.counts, resumed: existingRun != nil)
    }

    /// The engine a batch compares with.
    func comparisonEngine(_ comparison: RecomputeComparison, target: StoredEngine) throws(ServiceError) -> StoredEngine? {
        switch comparison {
        case .none: return nil
        case .engine(let id): return try engine(id: id)
        case .previousEngine:
            return try inContext("finding the previous engine") { try engineStore.previousEngine(before: target.id) }
        }
    }

    /// The named widths (all when nil), each checked to exist.
    func selectedWidths(_ names: [String]?) throws(ServiceError) -> [StoredWidth] {
        let all = try inContext("listing widths") { try widthStore.widths() }
        guard let names else { return all }
        for name in names where !all.contains(where: { $0.name == name }) { throw .unknownWidth(name) }
        return all.filter { names.contains($0.name) }
    }

    /// How many scenarios `filter` covers at `widthCount` widths.
    func scenarioCount(_ filter: ScenarioFilter, widthCount: Int) throws(ServiceError) -> Int {
        let templatesPerKind: [Model.Kind: Int] = [.tripCard: 2, .chipSet: 1, .viewTree: 1]
        var total = 0
        for kind in Model.Kind.allCases where filter.kind == nil || filter.kind == kind {
            let count = try inContext("counting models") {
                try modelStore.countCurrentRevisions(filter: RevisionFilter(kind: kind.rawValue, namePattern: filter.namePattern))
            }
            total += count * (templatesPerKind[kind] ?? 1) * widthCount
        }
        return total
    }

    /// The tree of each revision template among `results`.
    static func treesByTemplate(_ results: [ScenarioResultKey]) -> [TreeSlot: Int64] {
        Dictionary(results.map { (TreeSlot(revisionID: $0.revisionID, template: $0.variant), $0.treeID) }, uniquingKeysWith: { first, _ in first })
    }

    /// The options an engine was registered with.
    static func options(of engine: StoredEngine) throws(ServiceError) -> EngineOptions {
        do {
            return EngineOptions(json: try JSONParser.parse(engine.options))
        } catch {
            throw .corruptStore("the options of engine \(engine.id) are not JSON: \(error)")
        }
    }

    /// Reads the next page of revisions, with what the target engine already has and what the
    /// compared engine made, and hands its slices to the workers; nil at the end.
    private func startPage(after cursor: Int64, plan: BatchPlan, pool: WorkerPool) throws(ServiceError) -> BatchPage? {
        let revisions = try inContext("reading models after revision \(cursor)") {
            try modelStore.currentRevisions(after: cursor, limit: plan.pageSize, filter: plan.filter.revisionFilter)
        }
        guard let first = revisions.first, let last = revisions.last else { return nil }
        let range = first.revisionID...last.revisionID
        let stored = try inContext("reading stored results") { try resultStore.scenarioResults(engineID: plan.target.id, revisions: range) }
        let previous = try plan.against.map { against throws(ServiceError) in
            try inContext("reading the results of engine \(against.id)") { try resultStore.scenarioResults(engineID: against.id, revisions: range) }
        } ?? []
        let work = BatchWork(
            options: plan.options, targetTrees: Self.treesByTemplate(stored), proposals: plan.proposals, stored: Set(stored.map(\.slot))
        )
        let sliceLength = (revisions.count + pool.threadCount * 2 - 1) / (pool.threadCount * 2)
        let sliceCount = (revisions.count + sliceLength - 1) / sliceLength
        let outputs = PageOutputs(sliceCount: sliceCount)
        let batch = WorkerPool.Batch(count: sliceCount)
        let tasks: [@Sendable (Int) -> Void] = (0..<sliceCount).map { slice in
            let range = (slice * sliceLength)..<min(revisions.count, (slice + 1) * sliceLength)
            let revisionsSlice = revisions[range]
            return { _ in outputs.store(work.compute(revisionsSlice) { batch.advance(by: $0) }, at: slice) }
        }
        return BatchPage(
            revisions: revisions, storedResults: stored, previousResults: previous, outputs: outputs,
            batch: pool.submit(tasks, to: batch)
        )
    }
}

/// What every page of one batch shares.
struct BatchPlan {
    var filter: ScenarioFilter
    var pageSize: Int
    var options: EngineOptions
    var target: StoredEngine
    var against: StoredEngine?
    var proposals: [(id: Int64, proposal: ProposedSize)]
}

/// A page of a batch: its revisions, what the target engine already had, and the workers' output.
struct BatchPage {
    var revisions: [CurrentRevision]
    var storedResults: [ScenarioResultKey]
    /// The compared engine's results for the page's scenarios.
    var previousResults: [ScenarioResultKey]
    var outputs: PageOutputs
    var batch: WorkerPool.Batch
}
