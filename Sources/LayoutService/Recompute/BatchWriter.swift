import LayoutEngine
import LayoutModels

/// The one writer of a batch: commits each page in one transaction, in key order, comparing
/// every result with the engine the run is against by result hash, and reading frames only
/// for the results that changed, to list the nodes that moved, appeared and disappeared.
final class BatchWriter {
    private let resolver: ScenarioResolver
    let runID: Int64
    let target: RegisteredEngine
    let against: RegisteredEngine?
    let proposals: [(id: Int64, proposal: Proposal)]
    /// The ids of `proposals`, in order.
    private let proposalIDs: [Int64]
    private(set) var counts: RunCounts
    /// The current page's changes, counted for the run's summary. (Touched for every change,
    /// by the writer's thread alone and never overlapping, so without runtime exclusivity checks.)
    @exclusivity(unchecked) private var tally = RunChangeTally()
    /// The current page's changes, written once the page's largest moves are ranked.
    @exclusivity(unchecked) private var pageChanges: PageRunChanges

    init(
        resolver: ScenarioResolver, runID: Int64, target: RegisteredEngine, against: RegisteredEngine?,
        proposals: [(id: Int64, proposal: Proposal)], counts: RunCounts
    ) {
        self.resolver = resolver
        self.runID = runID
        self.target = target
        self.against = against
        self.proposals = proposals
        proposalIDs = proposals.map(\.id)
        self.counts = counts
        pageChanges = PageRunChanges(runID: runID)
    }

    /// Writes computed pages (consecutive, in order) and moves the run's cursor past the last,
    /// in one transaction: the ledger's page write, whose rows' references are checked once per
    /// distinct parent, with the run's summary counts added to once for all of them.
    func write(_ pages: [BatchPage]) throws(ServiceError) {
        guard let last = pages.last?.revisions.last else { return }
        var pageCounts = counts
        try resolver.writing("writing a batch of run \(runID) up to revision \(last.revisionID)", asPage: true) {
            try record(pages, counts: &pageCounts)
            try resolver.ledger.advanceRun(runID: runID, cursorRevisionID: last.revisionID, counts: pageCounts)
        }
        counts = pageCounts
    }

    /// Stores computed pages' results, trees and run changes and adds them to the run's summary
    /// once for all of them, adding what they found to `counts`; call it inside the transaction
    /// that writes the pages (and moves the run on).
    func record(_ pages: [BatchPage], counts: inout RunCounts) throws {
        // Counts left by pages whose transaction failed are not these pages'.
        tally = RunChangeTally()
        reserveResults(of: pages)
        for page in pages { try recordRows(page, counts: &counts) }
        // The run's summary counts are written with the pages' changes, in their transaction.
        try tally.flush(runID: runID, to: resolver.ledger)
    }

    /// Makes room in the ledger's held rows for every result `pages` may store — one per tree
    /// and proposal, their hashes and frames within their trees' bytes — before the first is
    /// held: an SQLite ledger of a run's connection starts empty, and its buffers grown row by
    /// row were copied at every doubling.
    private func reserveResults(of pages: [BatchPage]) {
        var trees = 0
        var bytes = 0
        for page in pages {
            page.outputs.forEachRevision { computed in
                // Read in place, as `write` reads them: a tree copied out retains its arrays.
                computed.pointee.trees.withUnsafeBufferPointer { compared in
                    for index in compared.indices {
                        bytes += (compared.baseAddress! + index).pointee.tree.results.withBytes { $0.count }
                    }
                    trees += compared.count
                }
            }
        }
        let results = trees * proposalIDs.count
        // Each result also holds its 16-byte hash.
        resolver.ledger.reserveHeldResults(results, bytes: bytes + results * 16)
    }

    /// Stores a computed page's results, trees and run changes (the largest moves ranked within
    /// the page), counting its changes in ``tally``.
    private func recordRows(_ page: BatchPage, counts: inout RunCounts) throws {
        if let failure = page.outputs.failure { throw failure }
        pageChanges.removeAll()
        // At most one change per scenario of the page: per revision, a proposal's for each
        // template of its kind, at most ``mostTemplates`` (not looked up revision by revision,
        // a string switch and an array each).
        pageChanges.reserveCapacity(proposalIDs.count * page.revisions.count * Self.mostTemplates)
        try page.outputs.forEachRevision { computed in
            try write(computed, counts: &counts)
        }
        pageChanges.rank()
        try resolver.ledger.insertRunChanges(page: pageChanges)
    }

    private func write(_ computed: UnsafePointer<ComputedRevision>, counts: inout RunCounts) throws {
        let revisionID = computed.pointee.revisionID
        let kind = computed.pointee.kind
        let ledger = resolver.ledger
        // A model changed after the run laid it out (a resumed run) counts once, as first seen.
        guard try ledger.claimModel(runID: runID, modelID: computed.pointee.modelID, revisionID: revisionID) else { return }
        if let failure = computed.pointee.failure {
            for template in Model.Kind(rawValue: kind)?.templates ?? [.tree] {
                for proposalID in proposalIDs {
                    tally.add(
                        kind: kind, variant: template.rawValue, proposalID: proposalID, status: RecordedStatus.failed.text, movedNodes: 0,
                        appearedNodes: 0, disappearedNodes: 0, maxDelta: 0
                    )
                    pageChanges.appendFailed(revisionID: revisionID, template: template, proposalID: proposalID, error: failure)
                    counts.failed += 1
                }
            }
            return
        }
        // Each tree read where it is: a `for compared in computed.trees` copied every tree (its
        // arrays retained, and released after), and so does one borrowed (`trees[index]`).
        try computed.pointee.trees.withUnsafeBufferPointer { trees in
            for index in trees.indices {
                try write(trees.baseAddress! + index, revisionID: revisionID, kind: kind, counts: &counts)
            }
        }
    }

    /// Stores the tree a template of revision `revisionID` (of a model of `kind`) made, at
    /// `compared`, with its results, and records each scenario's change.
    private func write(_ compared: UnsafePointer<ComparedTree>, revisionID: Int64, kind: String, counts: inout RunCounts) throws {
        guard let template = compared.pointee.tree.template else { return }
        // A computed result is stored under this id; the rest were stored before the batch.
        let treeID = try resolver.storeResults(
            UnsafeRawPointer(compared).advanced(by: Self.treeOffset).assumingMemoryBound(to: ComputedTree.self), proposalIDs: proposalIDs,
            engineID: target.id, existing: { compared.pointee.existing(at: $0) }, recordingFor: RevisionTemplate(revisionID: revisionID, template: template)
        )
        counts.computed += compared.pointee.tree.computedCount
        // The tree's bytes held once for all its scenarios: each changed one's packed lists are read there.
        try compared.pointee.tree.results.withBytes { bytes in
            for (index, proposalID) in proposalIDs.enumerated() {
                // Switched on in place: the comparisons the workers made are not copied out.
                switch compared.pointee.comparison(at: index) {
                case .some(.unchanged):
                    counts.unchanged += 1
                case .some(.new):
                    counts.new += 1
                    recordNew(revisionID: revisionID, template: template, proposalID: proposalID, kind: kind)
                case .some(.changed(let nodes, let packed)):
                    counts.changed += 1
                    recordChanged(
                        revisionID: revisionID, template: template, proposalID: proposalID, kind: kind, counts: nodes,
                        packed: packed.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
                    )
                case .none:
                    try compare(compared, at: index, treeID: treeID, revisionID: revisionID, template: template, kind: kind, counts: &counts)
                }
            }
        }
    }

    /// Compares and records what the workers could not compare: scenario `index` of the tree at
    /// `compared` (stored under `treeID` when computed), if it has a result.
    private func compare(
        _ compared: UnsafePointer<ComparedTree>, at index: Int, treeID: Int64?, revisionID: Int64, template: TemplateName, kind: String,
        counts: inout RunCounts
    ) throws {
        let proposalID = proposalIDs[index]
        let result: StoredScenario
        if let computed = compared.pointee.tree.results[index], let treeID {
            result = StoredScenario(key: ResultKey(engineID: target.id, treeID: treeID, proposalID: proposalID), resultHash: computed.resultHash.bytes)
        } else if let existing = compared.pointee.existing(at: index) {
            result = existing
        } else {
            return
        }
        switch try compare(result, in: compared.pointee.tree, at: index, previous: compared.pointee.before(at: index)) {
        case .unchanged:
            counts.unchanged += 1
        case .new:
            counts.new += 1
            recordNew(revisionID: revisionID, template: template, proposalID: proposalID, kind: kind)
        case .changed(let nodes):
            counts.changed += 1
            let nodeCounts = NodeChangeCounts(nodes)
            tallyChanged(proposalID: proposalID, template: template, kind: kind, counts: nodeCounts)
            pageChanges.appendChanged(revisionID: revisionID, template: template, proposalID: proposalID, nodes: nodes, counts: nodeCounts)
        }
    }

    /// The most templates a model kind has.
    private static let mostTemplates = Model.Kind.allCases.map(\.templates.count).max() ?? 1

    /// Where a compared tree's computed tree is in it: handed on by pointer, a tree is not
    /// copied (a tree handed on as a value, from memory a pointer reaches, is).
    private static let treeOffset = MemoryLayout<ComparedTree>.offset(of: \ComparedTree.tree)!

    /// Counts a new result of a scenario of a model of `kind` and adds its change to the page's.
    private func recordNew(revisionID: Int64, template: TemplateName, proposalID: Int64, kind: String) {
        tally.add(
            kind: kind, variant: template.rawValue, proposalID: proposalID, status: RecordedStatus.new.text, movedNodes: 0, appearedNodes: 0, disappearedNodes: 0,
            maxDelta: 0
        )
        pageChanges.appendNew(revisionID: revisionID, template: template, proposalID: proposalID)
    }

    /// Counts a changed result whose nodes a worker counted (`counts`) and packed (`packed`,
    /// nil when none changed) and adds its change to the page's, its lists copied from where
    /// they are (the page keeps no reference to them).
    private func recordChanged(
        revisionID: Int64, template: TemplateName, proposalID: Int64, kind: String, counts: NodeChangeCounts,
        packed: UnsafeBufferPointer<UInt8>?
    ) {
        tallyChanged(proposalID: proposalID, template: template, kind: kind, counts: counts)
        pageChanges.appendChanged(revisionID: revisionID, template: template, proposalID: proposalID, counts: counts, packed: packed)
    }

    /// Counts a changed result with node counts `counts`, of a scenario of a model of `kind`.
    private func tallyChanged(proposalID: Int64, template: TemplateName, kind: String, counts: NodeChangeCounts) {
        tally.add(
            kind: kind, variant: template.rawValue, proposalID: proposalID, status: RecordedStatus.changed.text, movedNodes: counts.moved,
            appearedNodes: counts.appeared, disappearedNodes: counts.disappeared, maxDelta: counts.maxDelta
        )
    }

    /// What the writer found comparing a result itself.
    private enum WriterComparison {
        case new, unchanged
        case changed(PackedNodeChanges)
    }

    /// Compares what the workers could not: a result stored before the batch, or one whose
    /// compared result belongs to another tree (its shape read from the store).
    private func compare(
        _ result: StoredScenario, in tree: ComputedTree, at index: Int, previous before: ScenarioResultKey?
    ) throws -> WriterComparison {
        guard let against, let before else { return .new }
        if before.resultHash == result.resultHash { return .unchanged }
        let proposal = proposals[index].proposal.size
        let beforeKey = ResultKey(engineID: against.id, treeID: before.treeID, proposalID: before.proposalID)
        let diff = if let packed = tree.results.packedResult(at: index), let shape = tree.shape {
            LayoutDiff(try resolver.storedResult(beforeKey, proposal: proposal), try packed.layoutResult(shape: shape, proposal: proposal))
        } else {
            try resolver.diff(beforeKey, result.key, proposal: proposal)
        }
        return .changed(PackedNodeChanges(diff))
    }
}
