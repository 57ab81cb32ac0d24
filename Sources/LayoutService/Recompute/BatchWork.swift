import LayoutEngine
import LayoutModels

/// What a worker made of one revision: its templates' trees compared with the compared
/// engine's results, or why it failed.
struct ComputedRevision: Sendable {
    var revision: CurrentRevision
    var trees: [ComparedTree]
    var failure: String?
}

/// The worker side of a batch: lays out a slice of a page's revisions with its own engine and
/// compares each new result with the compared engine's (by result hash, and node by node when
/// they differ), so the writer only stores.
struct BatchWork: Sendable {
    let options: EngineOptions
    /// The trees the target engine already made, per revision template.
    let targetTrees: [RevisionTemplate: Int64]
    let proposals: [(id: Int64, proposal: Proposal)]
    /// Scenarios whose result the target engine already has: not computed again.
    let stored: Set<Scenario>
    /// The compared engine's results for the page's scenarios (empty when comparing with nothing).
    let previous: [Scenario: ComparedResult]

    /// Scenarios a worker lays out between two progress reports, about.
    static let progressInterval = 256

    /// Lays out every missing scenario of `revisions` with `session` (the running thread's, of
    /// this batch's engine), reporting the scenarios handled (laid out or found stored) every
    /// `progressInterval` or so, and the rest at the end.
    func compute(
        _ revisions: ArraySlice<CurrentRevision>, session: LayoutSession, reporting report: (Int) -> Void = { _ in }
    ) -> [ComputedRevision] {
        let computer = TreeComputer(engine: Engine(options: options), session: session)
        var unreported = 0
        let computed = revisions.map { revision in
            let result = compute(revision, computer: computer)
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

    private func compute(_ revision: CurrentRevision, computer: TreeComputer) -> ComputedRevision {
        let model: Model
        do {
            model = try ScenarioResolver.decodeModel(revision.content, context: "revision \(revision.revisionID) of \(revision.name)")
        } catch {
            return ComputedRevision(revision: revision, trees: [], failure: "\(error)")
        }
        var trees: [ComparedTree] = []
        for template in model.templates {
            guard let tree = try? model.tree(for: template) else {
                return ComputedRevision(revision: revision, trees: [], failure: "no template \(template.rawValue)")
            }
            let revisionTemplate = RevisionTemplate(revisionID: revision.revisionID, template: template)
            trees.append(compare(computer.compute(
                tree, template: template, knownTreeID: targetTrees[revisionTemplate], proposals: proposals,
                isStored: { stored.contains(scenario(revision.revisionID, template, at: $0)) },
                comparingWith: { index, treeHash in
                    previous[scenario(revision.revisionID, template, at: index)].flatMap { before in
                        Self.isSameTree(before, knownTreeID: targetTrees[revisionTemplate], treeHash: treeHash) ? before.frames.frames : nil
                    }
                }
            ), revisionID: revision.revisionID))
        }
        return ComputedRevision(revision: revision, trees: trees, failure: nil)
    }

    /// Compares each result computed for `tree` with the compared engine's result for its
    /// scenario; a compared result of the same tree (by id or hash) also names the tree's id,
    /// so the writer need not look it up. A changed result of the same tree takes the nodes
    /// listed while it was packed (against the compared result's packed frames).
    private func compare(_ computed: ComputedTree, revisionID: Int64) -> ComparedTree {
        var tree = computed
        guard let template = tree.template else { return ComparedTree(tree: tree, comparisons: proposals.map { _ in nil }) }
        var comparisons: [ScenarioComparison?] = []
        comparisons.reserveCapacity(proposals.count)
        for index in proposals.indices {
            guard let packed = tree.results[index] else {
                comparisons.append(nil)
                continue
            }
            guard let before = previous[scenario(revisionID, template, at: index)] else {
                comparisons.append(.new)
                continue
            }
            let sameTree = Self.isSameTree(before, knownTreeID: tree.knownTreeID, treeHash: tree.treeHash)
            if sameTree && tree.knownTreeID == nil { tree.knownTreeID = before.key.treeID }
            if before.key.resultHash == packed.resultHash {
                comparisons.append(.unchanged)
                continue
            }
            // Listed while the result was packed (nil where the frames before did not read).
            guard sameTree, index < tree.nodeChanges.count, let changes = tree.nodeChanges[index] else {
                comparisons.append(nil)
                continue
            }
            comparisons.append(.changed(changes))
        }
        return ComparedTree(tree: tree, comparisons: comparisons)
    }
}

extension BatchWork {
    /// The scenario of proposal `index` of `template` of revision `revisionID`.
    private func scenario(_ revisionID: Int64, _ template: TemplateName, at index: Int) -> Scenario {
        Scenario(revisionID: revisionID, template: template, proposalID: proposals[index].id, sizeCategory: proposals[index].proposal.sizeCategory)
    }

    /// Whether `before` is a result of the tree whose id is `knownTreeID` or whose hash is `treeHash`.
    private static func isSameTree(_ before: ComparedResult, knownTreeID: Int64?, treeHash: String?) -> Bool {
        before.key.treeID == knownTreeID || (treeHash != nil && before.treeHash == treeHash)
    }
}

/// The outputs of one page's slices: one slot per slice, each written by exactly one task
/// and read only after the page's batch has been waited for.
final class PageOutputs: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[ComputedRevision]>

    init(sliceCount: Int) {
        slots = .allocate(capacity: sliceCount)
        slots.initialize(repeating: [])
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// Stores the output of slice `index` (from its task only).
    func store(_ revisions: [ComputedRevision], at index: Int) {
        slots[index] = revisions
    }

    /// Every slice's output in page order.
    var revisions: FlattenSequence<UnsafeMutableBufferPointer<[ComputedRevision]>> {
        slots.joined()
    }
}

extension ScenarioResultKey {
    /// The scenario this stored result belongs to (nil for a template this binary does not know).
    var scenario: Scenario? {
        TemplateName(rawValue: variant).map {
            Scenario(revisionID: revisionID, template: $0, proposalID: proposalID, sizeCategory: sizeCategory)
        }
    }
}
