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
        let treeID = try withUnsafePointer(to: computed) { computed in
            try storeResults(computed, proposalIDs: proposalIDs, engineID: engineID, existing: existing, recordingFor: revisionTemplate)
        }
        return proposalIDs.indices.map { index in
            guard let result = computed.results[index] else { return existing(index) }
            return StoredScenario(key: ResultKey(engineID: engineID, treeID: treeID!, proposalID: proposalIDs[index]), resultHash: result.resultHash.bytes)
        }
    }

    /// Stores what `computed` holds as ``store(_:proposalIDs:engineID:existing:recordingFor:)``
    /// does, and returns the id of the tree its results are stored under (nil when there is
    /// none: nothing computed, nothing stored before): the batch writer's form, which makes no
    /// stored scenario per result (a computed result's is its key under that id and its hash).
    /// Each result's row is handed to the ledger read where it is, its frames in the tree's buffer.
    func storeResults(
        _ computed: UnsafePointer<ComputedTree>, proposalIDs: [Int64], engineID: Int64, existing: (Int) -> StoredScenario?,
        recordingFor revisionTemplate: RevisionTemplate?
    ) throws -> Int64? {
        // The tree's id is the first present result's: a computed one's, known or found by
        // hash (the tree stored when new, with its shape: a tree of an unknown id has one), or
        // else one stored before. The shape is read where it is, not bound to a local: a
        // binding copies (retains and later releases) it.
        var treeID: Int64?
        for index in proposalIDs.indices {
            if computed.pointee.results.isComputed(index) {
                // Without `??`, whose autoclosures would copy the shape.
                if let known = computed.pointee.knownTreeID {
                    treeID = known
                } else if case .some = computed.pointee.shape {
                    treeID = try newTreeID(hash: computed.pointee.treeHash, shape: computed.pointee.shape!)
                } else {
                    throw ServiceError.corruptStore("a computed tree has neither an id nor a shape")
                }
                break
            }
            if let existing = existing(index) {
                treeID = existing.key.treeID
                break
            }
        }
        guard let treeID else { return nil }
        let ledger = ledger
        // Each row handed over with its frames where they are. (The tree is reached by pointer:
        // a tree passed as a value from memory a pointer reaches, as the batch writer's are, is
        // copied, all its arrays retained and released again.)
        try computed.pointee.results.forEachResult { index, size, resultHash, facts, frames in
            try ledger.insertResult(PackedResultRow(
                key: ResultKey(engineID: engineID, treeID: treeID, proposalID: proposalIDs[index]), size: size, resultHash: resultHash,
                facts: facts, frames: frames
            ))
        }
        for index in computed.pointee.layouts.indices {
            guard let layout = computed.pointee.layouts[index], let packed = computed.pointee.results.packedResult(at: index), let shape = computed.pointee.shape else { continue }
            remember(
                StoredLayout(proposal: layout.proposal, size: packed.size, frames: packed.frames, shape: shape),
                for: ResultKey(engineID: engineID, treeID: treeID, proposalID: proposalIDs[index])
            )
        }
        if let revisionTemplate {
            try ledger.recordScenarioTree(
                engineID: engineID, revisionID: revisionTemplate.revisionID, variant: revisionTemplate.template.rawValue, treeID: treeID
            )
        }
        return treeID
    }

    /// The id of the tree with `hash` (``treeID(hash:shape:)``), stored now with `shape` when new.
    private func newTreeID(hash: String?, shape: TreeShape) throws -> Int64 {
        guard let hash else { throw ServiceError.corruptStore("a computed tree has neither an id nor a hash") }
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
