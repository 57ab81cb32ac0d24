import LayoutEngine

/// Names of the revisions and proposals a listing mentions, looked up once each.
struct ScenarioNames {
    let ledger: any ResultLedger
    private var models: [Int64: (String, Int)] = [:]
    /// Width names by value, the first name of each value.
    private var widths: [Double: String]?
    private var proposals: [Int64: Proposal] = [:]
    private var shapes: [Int64: [TreeNode]] = [:]

    init(ledger: any ResultLedger) {
        self.ledger = ledger
    }

    /// The model name and revision number of revision `id`.
    mutating func model(ofRevision id: Int64) throws(ServiceError) -> (String, Int) {
        if let known = models[id] { return known }
        let found = try inContext("reading revision \(id)") { () throws -> (String, Int)? in
            guard let revision = try ledger.revision(id: id),
                  let model = try ledger.model(id: revision.modelID) else { return nil }
            return (model.name, revision.number)
        }
        guard let found else { throw .corruptStore("revision \(id) is missing") }
        models[id] = found
        return found
    }

    /// A stored change of `run` named for people, its nodes named from the tree shapes of the
    /// run's engine (moved and appeared nodes) and of the compared engine (disappeared ones).
    mutating func change(_ change: RecordedChange, of run: Run) throws(ServiceError) -> RunChange {
        let (model, revision) = try model(ofRevision: change.revisionID)
        var nodes: [RunNodeChange] = []
        if let legacy = change.legacyMoves {
            nodes = RunNodeChange.legacy(legacy)
        } else if !change.nodes.isEmpty {
            let after = try shape(engineID: run.engineID, of: change)
            let before = change.nodes.disappeared.isEmpty ? [] : try shape(engineID: run.againstEngineID, of: change)
            do {
                nodes = try RunNodeChange.named(change.nodes, after: after, before: before)
            } catch {
                throw .corruptStore("run \(run.id), \(model) r\(revision) (\(change.variant)): \(error)")
            }
        }
        return RunChange(
            model: model, revision: revision, template: change.variant, width: try width(ofProposal: change.proposalID),
            sizeCategory: try proposal(change.proposalID).sizeCategory, status: change.status, nodes: nodes, movedNodes: change.movedNodes, appearedNodes: change.nodes.appeared.count,
            disappearedNodes: change.nodes.disappeared.count, maxDelta: change.maxDelta, error: change.error
        )
    }

    /// The shape of the tree engine `engineID` laid out for `change`'s scenario; none without one.
    private mutating func shape(engineID: Int64?, of change: RecordedChange) throws(ServiceError) -> [TreeNode] {
        guard let engineID else { return [] }
        let treeID = try inContext("reading the tree of revision \(change.revisionID)") {
            try ledger.scenarioTree(engineID: engineID, revisionID: change.revisionID, variant: change.variant)
        }
        guard let treeID else { return [] }
        if let known = shapes[treeID] { return known }
        let nodes = try inContext("reading the shape of tree \(treeID)") { try ledger.nodes(treeID: treeID) }
        shapes[treeID] = nodes
        return nodes
    }

    /// The name of the width offering proposal `id` (in any size category), or the proposal's size.
    mutating func width(ofProposal id: Int64) throws(ServiceError) -> String {
        if widths == nil {
            widths = Dictionary(try inContext("listing widths") { try ledger.widths() }.map { ($0.width, $0.name) }, uniquingKeysWith: { first, _ in first })
        }
        let size = try proposal(id).size
        if size.height == nil, let width = size.width, let name = widths?[width] { return name }
        return size.width.map { JSONWriter.format(number: $0) } ?? "ideal"
    }

    /// The stored proposal `id`.
    mutating func proposal(_ id: Int64) throws(ServiceError) -> Proposal {
        if let known = proposals[id] { return known }
        let stored = try ledger.storedProposal(id: id)
        proposals[id] = stored
        return stored
    }
}
