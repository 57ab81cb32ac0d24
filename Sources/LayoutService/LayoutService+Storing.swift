import LayoutEngine
import LayoutModels

/// The one path by which trees and computed results enter the ledger, for puts, seeds,
/// approvals, imports and batches alike (inside the caller's write transaction).
extension LayoutService {
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

    /// Stores `packed` under `key` (a result already stored there is kept: results are
    /// content-addressed) and says whether it was new.
    @discardableResult
    func store(_ packed: PackedResult, under key: ResultKey) throws -> Bool {
        try ledger.insertResult(packed.record(for: key))
    }

    /// Records that `engineID` laid `revisionTemplate` out as tree `treeID`: the link from a
    /// scenario to its results.
    func recordTree(_ treeID: Int64, of revisionTemplate: RevisionTemplate, engineID: Int64) throws {
        try ledger.recordScenarioTree(
            engineID: engineID, revisionID: revisionTemplate.revisionID, variant: revisionTemplate.template.rawValue, treeID: treeID
        )
    }

    /// Lays `tree` out with the service's engine and stores the result (and the tree, when new)
    /// inside the caller's write transaction.
    func computeAndStore(
        _ tree: ViewNode, hash: String, proposal: Proposal
    ) throws(ServiceError) -> (key: ResultKey, result: LayoutResult, packed: PackedResult) {
        let result = layoutEngine.layout(tree, proposal: proposal.size, sizeCategory: proposal.sizeCategory)
        statistics.computes += 1
        let proposalID = try proposalID(proposal)
        let treeID = try inContext("storing tree \(hash.prefix(12))") { try self.treeID(hash: hash) { TreeShape(tree: tree, result: result) } }
        let key = ResultKey(engineID: engine.id, treeID: treeID, proposalID: proposalID)
        let packed = PackedResult(result, shape: try shape(treeID: treeID))
        try inContext("storing the result of tree \(hash.prefix(12)) at \(proposal)") { try store(packed, under: key) }
        remember(result, for: key)
        return (key, result, packed)
    }
}
