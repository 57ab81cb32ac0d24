import LayoutEngine
import LayoutModels

extension LayoutService {
    /// Stores `model` as a new revision and lays it out at every width with the current engine,
    /// all in one transaction; a model whose content equals its current revision is left alone.
    ///
    /// Only this model is laid out; each scenario reports whether its layout changed from the
    /// previous revision's.
    @discardableResult
    public func put(_ model: Model, message: String? = nil) throws(ServiceError) -> PutReport {
        try put([model], message: message)[0]
    }

    /// Stores several models as `put` does, all in one transaction: if any is refused, none
    /// is stored.
    public func put(_ models: [Model], message: String? = nil) throws(ServiceError) -> [PutReport] {
        let context = models.count == 1 ? "storing model \(models[0].name)" : "storing \(models.count) models"
        let reports = try writing(context) { try models.map { try putInTransaction($0, message: message) } }
        models.forEach(forgetCurrentTrees)
        return reports
    }

    /// `put` inside the caller's write transaction.
    func putInTransaction(_ model: Model, message: String?) throws -> PutReport {
        let hash = model.contentHash.hex
        let existing = try ledger.model(named: model.name)
        if let existing, existing.kind != model.kind.rawValue {
            throw ServiceError.kindChanged(model: model.name, from: existing.kind, to: model.kind.rawValue)
        }
        let previous = try existing.flatMap { try ledger.currentRevision(modelID: $0.id) }
        if let existing, let previous, previous.contentHash == hash {
            guard existing.archivedAt != nil else {
                return PutReport(model: model.name, outcome: .unchanged, revision: previous.number, contentHash: hash, scenarios: [])
            }
            try ledger.setArchived(modelID: existing.id, at: nil)
            let scenarios = try layOutScenarios(of: model, revisionID: previous.id, comparingWith: previous.id, proposals: try scenarioProposals(.all))
            return PutReport(model: model.name, outcome: .unarchived, revision: previous.number, contentHash: hash, scenarios: scenarios)
        }
        let modelID = try existing?.id ?? ledger.insertModel(name: model.name, kind: model.kind.rawValue, at: currentTimestamp())
        if existing?.archivedAt != nil { try ledger.setArchived(modelID: modelID, at: nil) }
        let revision = try ledger.appendRevision(
            modelID: modelID, contentHash: hash, content: model.canonicalText, message: message, at: currentTimestamp()
        )
        let scenarios = try layOutScenarios(of: model, revisionID: revision.id, comparingWith: previous?.id, proposals: try scenarioProposals(.all))
        return PutReport(
            model: model.name, outcome: existing == nil ? .created : .revised, revision: revision.number,
            contentHash: hash, scenarios: scenarios
        )
    }

    func forgetCurrentTrees(of model: Model) {
        for template in model.templates { currentTrees[ModelTemplate(name: model.name, template: template)] = nil }
        defaultTemplates[model.name] = nil
        currentKeys.removeAll(keepingCapacity: true)
    }

    /// Lays out every template of `model` (stored as `revisionID`) under `proposals` (widths ×
    /// size categories), reusing stored results, and compares each with the revision
    /// `previousRevisionID` (inside a transaction).
    func layOutScenarios(
        of model: Model, revisionID: Int64, comparingWith previousRevisionID: Int64?, proposals: [ScenarioProposal]
    ) throws(ServiceError) -> [PutReport.Scenario] {
        var scenarios: [PutReport.Scenario] = []
        for template in model.templates {
            let tree = try Self.tree(of: model, template: template)
            let treeHash = tree.treeHash.hex
            for scenario in proposals {
                let (key, resultHash) = try ensureResult(of: tree, hash: treeHash, proposal: scenario.proposal)
                try inContext("recording the tree of \(model.name) \(template.rawValue)") {
                    try recordTree(key.treeID, of: RevisionTemplate(revisionID: revisionID, template: template), engineID: engine.id)
                }
                let previousHash = try previousRevisionID.flatMap { previous throws(ServiceError) in
                    try scenarioResultHash(revisionID: previous, template: template, proposalID: key.proposalID)
                }
                let status: ChangeStatus = previousHash == nil ? .new : previousHash == resultHash ? .unchanged : .changed
                scenarios.append(PutReport.Scenario(
                    template: template, width: scenario.width.name, sizeCategory: scenario.proposal.sizeCategory, status: status
                ))
            }
        }
        return scenarios
    }

    /// The key and result hash of `tree` at `proposal`: stored ones reused, else computed and
    /// stored (inside the caller's transaction).
    func ensureResult(of tree: ViewNode, hash: String, proposal: Proposal) throws(ServiceError) -> (ResultKey, [UInt8]) {
        let proposalID = try proposalID(proposal)
        if let treeID = try inContext("looking up a tree", { try ledger.treeID(hash: hash) }) {
            let key = ResultKey(engineID: engine.id, treeID: treeID, proposalID: proposalID)
            let stored = try inContext("reading a result") {
                try ledger.result(engineID: engine.id, treeID: treeID, proposalID: proposalID)
            }
            if let stored {
                statistics.databaseHits += 1
                return (key, stored.resultHash)
            }
        }
        statistics.databaseMisses += 1
        let computed = try computeAndStore(tree, hash: hash, proposal: proposal)
        return (computed.key, computed.packed.resultHash)
    }

    /// The result hash of a scenario of `revisionID` under `engineID` (default: the service's).
    func scenarioResultHash(
        revisionID: Int64, template: TemplateName, proposalID: Int64, engineID: Int64? = nil
    ) throws(ServiceError) -> [UInt8]? {
        try ledger.storedScenarioResult(
            engineID: engineID ?? engine.id, revisionID: revisionID, template: template.rawValue, proposalID: proposalID
        )?.resultHash
    }

    /// Every model (of `kind` when given), by name.
    public func models(kind: Model.Kind? = nil, includingArchived: Bool = false) throws(ServiceError) -> [ModelEntry] {
        try inContext("listing models") { try ledger.models(kind: kind?.rawValue, includingArchived: includingArchived) }
    }

    /// A model's current state.
    public func model(named name: String) throws(ServiceError) -> Model {
        try ledger.currentModel(named: name).value
    }

    /// A model's revisions, oldest first.
    public func revisions(of name: String) throws(ServiceError) -> [Revision] {
        try inContext("reading the revisions of \(name)") { () throws -> [Revision] in
            guard let model = try ledger.model(named: name) else { throw ServiceError.unknownModel(name) }
            return try ledger.revisions(modelID: model.id)
        }
    }

    /// Archives a model: it leaves listings and batches, and keeps its history.
    public func archive(_ name: String) throws(ServiceError) {
        try writing("archiving \(name)") {
            guard let model = try ledger.model(named: name) else { throw ServiceError.unknownModel(name) }
            try ledger.setArchived(modelID: model.id, at: currentTimestamp())
        }
        currentTrees = currentTrees.filter { $0.key.name != name }
        defaultTemplates[name] = nil
        currentKeys.removeAll(keepingCapacity: true)
    }
}
