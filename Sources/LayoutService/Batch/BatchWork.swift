import LayoutEngine
import LayoutModels

/// What a worker made of one revision's template: its tree and the results still missing.
struct ComputedTree: Sendable {
    var template: TemplateName
    /// The stored tree's id when the engine compared with made the very same tree (no hash needed).
    var knownTreeID: Int64?
    /// The tree's hash, computed only when its id is not known.
    var treeHash: String?
    /// The tree's shape, read off its first computed result (nil when nothing was computed).
    var shape: TreeShape?
    /// One entry per proposal of the page, nil where the result was already stored.
    var results: [PackedResult?]
}

/// What a worker made of one revision: its templates' trees, or why it failed.
struct ComputedRevision: Sendable {
    var revision: CurrentRevision
    var trees: [ComputedTree]
    var failure: String?
}

/// The worker side of a batch: lays out a slice of a page's revisions with its own engine.
struct BatchWork: Sendable {
    let options: EngineOptions
    /// The trees the target engine already made, per revision template.
    let targetTrees: [RevisionTemplate: Int64]
    let proposals: [(id: Int64, proposal: Proposal)]
    /// Scenarios whose result the target engine already has: not computed again.
    let stored: Set<Scenario>

    /// Scenarios a worker lays out between two progress reports, about.
    static let progressInterval = 256

    /// Lays out every missing scenario of `revisions`, reporting the scenarios handled (laid
    /// out or found stored) every `progressInterval` or so, and the rest at the end.
    func compute(_ revisions: ArraySlice<CurrentRevision>, reporting report: (Int) -> Void = { _ in }) -> [ComputedRevision] {
        let engine = Engine(options: options)
        let session = engine.makeSession()
        var unreported = 0
        let computed = revisions.map { revision in
            let result = compute(revision, engine: engine, session: session)
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

    private func compute(_ revision: CurrentRevision, engine: Engine, session: LayoutSession) -> ComputedRevision {
        let model: Model
        do {
            model = try LayoutService.decodeModel(revision.content, context: "revision \(revision.revisionID) of \(revision.name)")
        } catch {
            return ComputedRevision(revision: revision, trees: [], failure: "\(error)")
        }
        var trees: [ComputedTree] = []
        for template in model.templates {
            guard let tree = try? model.tree(for: template) else {
                return ComputedRevision(revision: revision, trees: [], failure: "no template \(template.rawValue)")
            }
            let knownTreeID = targetTrees[RevisionTemplate(revisionID: revision.revisionID, template: template)]
            trees.append(compute(tree, knownTreeID: knownTreeID, template: template, revisionID: revision.revisionID, engine: engine, session: session))
        }
        return ComputedRevision(revision: revision, trees: trees, failure: nil)
    }

    private func compute(
        _ tree: ViewNode, knownTreeID: Int64?, template: TemplateName, revisionID: Int64, engine: Engine, session: LayoutSession
    ) -> ComputedTree {
        // The tree is prepared once per size category: named text styles take their sizes from it.
        var prepared: [ContentSizeCategory: PreparedTree] = [:]
        var shape: TreeShape?
        var results: [PackedResult?] = []
        results.reserveCapacity(proposals.count)
        for (proposalID, proposal) in proposals {
            let category = proposal.sizeCategory
            if stored.contains(Scenario(revisionID: revisionID, template: template, proposalID: proposalID, sizeCategory: category)) {
                results.append(nil)
                continue
            }
            let preparedTree = prepared[category] ?? engine.prepare(tree, sizeCategory: category)
            prepared[category] = preparedTree
            let result = session.layout(preparedTree, proposal: proposal.size)
            let resultShape = shape ?? TreeShape(tree: tree, result: result)
            shape = resultShape
            results.append(PackedResult(result, shape: resultShape))
        }
        let needsHash = knownTreeID == nil && shape != nil
        return ComputedTree(
            template: template, knownTreeID: knownTreeID, treeHash: needsHash ? tree.treeHash.hex : nil, shape: shape, results: results
        )
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
