import LayoutEngine
import LayoutModels

/// What a worker made of one revision: its templates' trees compared with the compared
/// engine's results, or why it failed.
struct ComputedRevision: Sendable {
    /// The revision, its model and the model's kind: what the writer records of it (its name
    /// and content, retained and released with every copy, are the worker's alone).
    var revisionID: Int64
    var modelID: Int64
    var kind: String
    var trees: [ComparedTree]
    var failure: String?

    init(_ revision: borrowing CurrentRevision, trees: [ComparedTree], failure: String?) {
        revisionID = revision.revisionID
        modelID = revision.modelID
        kind = revision.kind
        self.trees = trees
        self.failure = failure
    }
}

/// The worker side of a batch: lays out a slice of a page's revisions with its own engine and
/// compares each new result with the compared engine's (by result hash, and node by node when
/// they differ), so the writer only stores.
struct BatchWork: Sendable {
    let options: EngineOptions
    /// The engine the batch lays out with (its results already stored are not computed again).
    let targetID: Int64
    let proposals: [(id: Int64, proposal: Proposal)]
    /// Whether the compared engine was built from this build's sources: then a template's tree
    /// is the one the compared engine recorded for the revision, taken by id, not hashed.
    var comparedTreesAreOurs = false

    /// Scenarios a worker lays out between two progress reports, about.
    static let progressInterval = 256

    /// Lays out every missing scenario of `revisions` with `session` (the running thread's, of
    /// this batch's engine), against `reads` (the slice's stored and compared results),
    /// reporting the scenarios handled (laid out or found stored) every `progressInterval` or
    /// so, and the rest at the end.
    func compute(
        _ revisions: ArraySlice<CurrentRevision>, reads: SliceReads, session: LayoutSession, reporting report: (Int) -> Void = { _ in }
    ) -> [ComputedRevision] {
        let computer = TreeComputer(engine: Engine(options: options), session: session)
        let lookup = SliceLookup(reads, revisions: revisions, proposalIDs: proposals.map(\.id))
        var unreported = 0
        let computed = revisions.indices.map { index in
            let revision = revisions[index]
            let result = compute(revision, at: index - revisions.startIndex, computer: computer, lookup: lookup)
            unreported += proposals.count * (result.failure == nil ? result.trees.count : (Model.Kind(rawValue: revision.kind)?.templates.count ?? 1))
            if unreported >= Self.progressInterval {
                report(unreported)
                unreported = 0
            }
            return result
        }
        if unreported > 0 { report(unreported) }
        return computed
    }

    /// Lays out `revision`, at `position` in its slice.
    private func compute(_ revision: CurrentRevision, at position: Int, computer: TreeComputer, lookup: SliceLookup) -> ComputedRevision {
        let model: Model
        do {
            model = try ScenarioResolver.decodeModel(revision.content, context: "revision \(revision.revisionID) of \(revision.name)")
        } catch {
            return ComputedRevision(revision, trees: [], failure: "\(error)")
        }
        var trees: [ComparedTree] = []
        trees.reserveCapacity(model.templates.count)
        for template in model.templates {
            guard let tree = try? model.tree(for: template) else {
                return ComputedRevision(revision, trees: [], failure: "no template \(template.rawValue)")
            }
            let treeSlot = lookup.tree(position, template)
            let knownTreeID = lookup.targetTree(treeSlot) ?? (comparedTreesAreOurs ? lookup.comparedTree(treeSlot) : nil)
            // The compared results of a template are mostly of one tree: its verdict is kept
            // (the tree hashes are not compared again for each proposal).
            var lastVerdict: (treeID: Int64, isSame: Bool)?
            trees.append(compare(computer.compute(
                tree, template: template, knownTreeID: knownTreeID, proposals: proposals,
                isStored: { lookup.stored(treeSlot, $0) != nil },
                comparingWith: { index, treeHash in
                    lookup.previous(treeSlot, index).flatMap { before in
                        let isSame: Bool
                        if let lastVerdict, lastVerdict.treeID == before.treeID {
                            isSame = lastVerdict.isSame
                        } else {
                            isSame = Self.isSameTree(before, in: lookup, knownTreeID: knownTreeID, treeHash: treeHash)
                            lastVerdict = (before.treeID, isSame)
                        }
                        // Read where the slice's reads (which the lookup holds) keep them.
                        return isSame ? lookup.frames(of: before) : nil
                    }
                }
            ), at: treeSlot, lookup: lookup, computer: computer))
        }
        return ComputedRevision(revision, trees: trees, failure: nil)
    }

    /// Compares each result computed for `tree` (at `treeSlot` of `lookup`) with the compared engine's result for its
    /// scenario; a compared result of the same tree (by id or hash) also names the tree's id,
    /// so the writer need not look it up. A changed result of the same tree takes the nodes
    /// listed while it was packed (against the compared result's packed frames). Where the
    /// writer compares, the tree takes what it compares with: the result stored before the
    /// batch and the compared engine's result, and for a computed result the tree's shape, to
    /// unpack it with. A tree of an id still unknown (it may be new) takes its shape, to be
    /// stored with. (The shape is read off `computer`'s session, which laid the tree out last.)
    private func compare(_ tree: consuming ComputedTree, at treeSlot: Int, lookup: SliceLookup, computer: TreeComputer) -> ComparedTree {
        // Taken over and changed in place (not copied: its arrays are neither retained nor released again).
        guard tree.template != nil else { return ComparedTree(tree: tree) }
        var existing: [StoredScenario?] = []
        var writerBefore: [ScenarioResultKey?] = []
        /// The writer compares proposal `index`, with `before` (nil: nothing to compare with).
        func writerCompares(_ index: Int, with before: ComparedResults.Entry?) {
            guard let before else { return }
            if writerBefore.isEmpty { writerBefore = Array(filledWith: nil, count: proposals.count) }
            writerBefore[index] = lookup.key(of: before)
        }
        for index in proposals.indices {
            guard let packed = tree.results[index] else {
                if let stored = lookup.stored(treeSlot, index) {
                    if existing.isEmpty { existing = Array(filledWith: nil, count: proposals.count) }
                    existing[index] = StoredScenario(
                        key: ResultKey(engineID: targetID, treeID: stored.treeID, proposalID: stored.proposalID), resultHash: stored.resultHash
                    )
                }
                writerCompares(index, with: lookup.previous(treeSlot, index))
                continue
            }
            guard let before = lookup.previous(treeSlot, index) else {
                tree.results.compare(.new, at: index)
                continue
            }
            let sameTree = Self.isSameTree(before, in: lookup, knownTreeID: tree.knownTreeID, treeHash: tree.treeHash)
            if sameTree && tree.knownTreeID == nil { tree.knownTreeID = before.treeID }
            if before.resultHash == packed.resultHash {
                tree.results.compare(.unchanged, at: index)
                continue
            }
            // Listed while the result was packed (none where the frames before did not read),
            // and packed then: the writer copies the run change's bytes instead of packing them.
            guard sameTree, case .changed = packed.comparison else {
                tree.results.compare(nil, at: index)
                computer.readShape(of: &tree)
                writerCompares(index, with: before)
                continue
            }
        }
        if tree.knownTreeID == nil, tree.computedCount > 0 { computer.readShape(of: &tree) }
        // The writer reads the hash only to find or store a tree of unknown id: freed here, while hot.
        if tree.knownTreeID != nil { tree.treeHash = nil }
        return ComparedTree(tree: tree, existing: existing, before: writerBefore)
    }
}

extension BatchWork {
    /// Whether `before` (of `lookup`) is a result of the tree whose id is `knownTreeID` or whose hash is `treeHash`.
    private static func isSameTree(_ before: ComparedResults.Entry, in lookup: SliceLookup, knownTreeID: Int64?, treeHash: String?) -> Bool {
        before.treeID == knownTreeID || (treeHash != nil && lookup.treeHash(of: before) == treeHash)
    }
}

/// The outputs of one page's slices: one slot per slice, each written by exactly one task
/// and read only after the page's batch has been waited for.
final class PageOutputs: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[ComputedRevision]>
    /// Why a slice has no output (its reads failed), by slice.
    private let failures: UnsafeMutableBufferPointer<ServiceError?>

    init(sliceCount: Int) {
        slots = .allocate(capacity: sliceCount)
        slots.initialize(repeating: [])
        failures = .allocate(capacity: sliceCount)
        failures.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
        _ = failures.deinitialize()
        failures.deallocate()
    }

    /// Stores the output of slice `index` (from its task only).
    func store(_ revisions: [ComputedRevision], at index: Int) {
        slots[index] = revisions
    }

    /// Records why slice `index` has no output (from its task only).
    func fail(_ error: ServiceError, at index: Int) {
        failures[index] = error
    }

    /// The first slice's failure, if any slice failed.
    var failure: ServiceError? {
        for failure in failures { if let failure { return failure } }
        return nil
    }

    /// Calls `body` with every slice's output in page order, each revision where it is (a
    /// revision taken out of its slice is copied: its trees retained, and released after).
    func forEachRevision(_ body: (UnsafePointer<ComputedRevision>) throws -> Void) rethrows {
        for slot in slots.indices {
            try slots[slot].withUnsafeBufferPointer { revisions in
                for index in revisions.indices { try body(revisions.baseAddress! + index) }
            }
        }
    }
}
