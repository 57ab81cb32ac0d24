import LayoutEngine
import LayoutModels

/// Reads of the ledger in the service's terms: what a missing row means, and stored content
/// decoded, each failure a ``ServiceError`` saying what was being read.
extension ResultLedger {
    /// The proposal stored as `id`, which a stored row refers to: a missing one is a damaged store.
    func storedProposal(id: Int64) throws(ServiceError) -> Proposal {
        guard let stored = try inContext("reading proposal \(id)", { try proposal(id: id) }) else {
            throw .corruptStore("proposal \(id) is missing")
        }
        return stored
    }

    /// A stored model and its current revision.
    func currentModel(named name: String) throws(ServiceError) -> (model: ModelEntry, revision: Revision, value: Model) {
        let stored = try inContext("reading model \(name)") { () throws -> (ModelEntry, Revision)? in
            guard let model = try self.model(named: name),
                  let revision = try self.currentRevision(modelID: model.id) else { return nil }
            return (model, revision)
        }
        guard let (model, revision) = stored else { throw .unknownModel(name) }
        return (model, revision, try ScenarioResolver.decodeModel(revision.content, context: "revision \(revision.number) of \(name)"))
    }

    /// The named widths (all when nil), each checked to exist, one per proposal: two names of
    /// one value (two devices at 393 pt) are one scenario, laid out and counted once under the
    /// first name.
    func selectedWidths(_ names: [String]?) throws(ServiceError) -> [WidthEntry] {
        let all = try inContext("listing widths") { try widths() }
        guard let names else { return Self.oneWidthPerProposal(all) }
        for name in names where !all.contains(where: { $0.name == name }) { throw .unknownWidth(name) }
        return Self.oneWidthPerProposal(all.filter { names.contains($0.name) })
    }

    /// `widths` with only the first of each proposal, in order.
    static func oneWidthPerProposal(_ widths: [WidthEntry]) -> [WidthEntry] {
        var seen: Set<Int64> = []
        return widths.filter { seen.insert($0.proposalID).inserted }
    }

    /// What engine `engineID` stored for a scenario (a revision's template under a proposal), if anything.
    func storedScenarioResult(
        engineID: Int64, revisionID: Int64, template: String, proposalID: Int64
    ) throws(ServiceError) -> ResultEntry? {
        try inContext("reading the \(template) result of revision \(revisionID)") { () throws -> ResultEntry? in
            guard let treeID = try scenarioTree(engineID: engineID, revisionID: revisionID, variant: template) else { return nil }
            return try result(engineID: engineID, treeID: treeID, proposalID: proposalID)
        }
    }

    /// A stored result read back with its tree's shape (read from the ledger, not cached).
    func storedLayout(_ stored: ResultEntry, proposal: ProposedSize) throws(ServiceError) -> LayoutResult {
        let nodes = try inContext("reading the shape of tree \(stored.treeID)") { try self.nodes(treeID: stored.treeID) }
        return try stored.layoutResult(shape: TreeShape(nodes: nodes), proposal: proposal)
    }
}
