import LayoutEngine
import LayoutModels

/// A scenario's result as stored: its key and its result hash.
struct StoredScenario: Sendable {
    var key: ResultKey
    var resultHash: [UInt8]
}

/// The one path by which trees and computed results enter the ledger, for puts, seeds,
/// approvals, imports, interactive layouts and batches alike (inside the caller's write
/// transaction): ``TreeComputer`` computes, ``store(_:proposalIDs:engineID:existing:recordingFor:)``
/// stores.
extension ScenarioResolver {
    /// The id of the tree with `hash`: remembered, else the ledger's, else stored now with
    /// `shape` (read off one of its results; asked for only when the tree is new).
    func treeID(hash: String, shape: () -> TreeShape) throws -> Int64 {
        if let known = identities.trees[hash] { return known }
        let id: Int64
        if let stored = try ledger.treeID(hash: hash) {
            id = stored
        } else {
            let newShape = shape()
            id = try ledger.insertTree(hash: hash, nodes: newShape.nodes)
            identities.shapes.insert(newShape, for: id)
        }
        identities.trees.insert(id, for: hash)
        return id
    }

    /// Stores what `computed` holds under `engineID` — the tree when new, each computed result
    /// (a result already stored under its key is kept: results are content-addressed) — and,
    /// for `revisionTemplate`, records the tree the engine made of it. `existing` gives, by
    /// proposal index, the result already stored where nothing was computed. Returns each
    /// proposal's stored scenario (nil where there is none); computed results go to the memory
    /// tier when `computed` kept them unpacked.
    func store(
        _ computed: ComputedTree, proposalIDs: [Int64], engineID: Int64, existing: (Int) -> StoredScenario?,
        recordingFor revisionTemplate: RevisionTemplate?
    ) throws -> [StoredScenario?] {
        var treeID: Int64?
        var stored: [StoredScenario?] = []
        stored.reserveCapacity(proposalIDs.count)
        // The shape and each result are read where they are, not bound to locals: a binding
        // copies (retains and later releases) them for every result. Whether one is there is
        // matched on its case: comparing it with nil copies it too.
        let hasShape = computed.shape.map { _ in true } ?? false
        for (index, proposalID) in proposalIDs.enumerated() {
            if hasShape, case .some = computed.results[index] {
                // Without `??`, whose autoclosures would copy the shape for every result.
                let id: Int64
                if let known = treeID ?? computed.knownTreeID {
                    id = known
                } else {
                    id = try newTreeID(of: computed, shape: computed.shape!)
                }
                treeID = id
                let key = ResultKey(engineID: engineID, treeID: id, proposalID: proposalID)
                try ledger.insertResult(computed.results[index]!.record(for: key))
                if index < computed.layouts.count, let layout = computed.layouts[index], let packed = computed.results[index] {
                    remember(
                        StoredLayout(proposal: layout.proposal, size: packed.size, frames: packed.frames, shape: computed.shape!), for: key
                    )
                }
                stored.append(StoredScenario(key: key, resultHash: computed.results[index]!.resultHash))
            } else if let existing = existing(index) {
                treeID = treeID ?? existing.key.treeID
                stored.append(existing)
            } else {
                stored.append(nil)
            }
        }
        if let treeID, let revisionTemplate {
            try ledger.recordScenarioTree(
                engineID: engineID, revisionID: revisionTemplate.revisionID, variant: revisionTemplate.template.rawValue, treeID: treeID
            )
        }
        return stored
    }

    private func newTreeID(of computed: ComputedTree, shape: TreeShape) throws -> Int64 {
        guard let hash = computed.treeHash else { throw ServiceError.corruptStore("a computed tree has neither an id nor a hash") }
        return try treeID(hash: hash) { shape }
    }

    /// Lays `tree` (hash `hash`) out with the resolver's engine under each of `proposals` and
    /// stores the results and the tree, recording it for `revisionTemplate` when given (inside
    /// the caller's write transaction). Results already stored are reused when `reusingStored`
    /// (counted as database hits), else every proposal is computed. Returns each proposal's
    /// stored scenario and, where it was computed, its result.
    func computeAndStore(
        _ tree: ViewNode, hash: String, proposals: [(id: Int64, proposal: Proposal)],
        recordingFor revisionTemplate: RevisionTemplate?, reusingStored: Bool
    ) throws(ServiceError) -> [(scenario: StoredScenario, computed: LayoutResult?)] {
        let engineID = try engine.id
        var existing: [StoredScenario?] = Array(repeating: nil, count: proposals.count)
        if reusingStored, let treeID = try inContext("looking up a tree", { try ledger.treeID(hash: hash) }) {
            for (index, (proposalID, _)) in proposals.enumerated() {
                let key = ResultKey(engineID: engineID, treeID: treeID, proposalID: proposalID)
                let result = try inContext("reading a result") { try ledger.result(engineID: engineID, treeID: treeID, proposalID: proposalID) }
                existing[index] = result.map { StoredScenario(key: key, resultHash: $0.resultHash) }
            }
        }
        if reusingStored {
            let hits = existing.count { $0 != nil }
            statistics.databaseHits += hits
            statistics.databaseMisses += proposals.count - hits
        }
        let computed = TreeComputer(engine: layoutEngine).compute(
            tree, template: revisionTemplate?.template, hash: hash, knownTreeID: nil, proposals: proposals,
            isStored: { existing[$0] != nil }, keepingLayouts: true
        )
        statistics.computes += computed.computedCount
        let stored = try inContext("storing tree \(hash.prefix(12)) and its results") {
            try store(computed, proposalIDs: proposals.map(\.id), engineID: engineID, existing: { existing[$0] }, recordingFor: revisionTemplate)
        }
        // Every proposal was either found stored or computed, so each has its scenario.
        return stored.indices.map { (stored[$0]!, computed.layouts[$0]) }
    }
}
