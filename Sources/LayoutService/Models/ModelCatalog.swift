import LayoutEngine
import LayoutModels

/// The models of a ledger: puts (each revision laid out at every width through the
/// resolver's one compute-and-store path), listings, revisions and archiving.
struct ModelCatalog {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// Stores `model` as a new revision and lays it out at every width with the current engine,
    /// all in one transaction; a model whose content equals its current revision is left alone.
    ///
    /// Only this model is laid out; each scenario reports whether its layout changed from the
    /// previous revision's.
    @discardableResult
    func put(_ model: Model, message: String? = nil) throws(ServiceError) -> PutReport {
        try put([model], message: message)[0]
    }

    /// Stores several models as `put` does, all in one transaction: if any is refused, none
    /// is stored.
    func put(_ models: [Model], message: String? = nil) throws(ServiceError) -> [PutReport] {
        let context = models.count == 1 ? "storing model \(models[0].name)" : "storing \(models.count) models"
        let reports = try resolver.writing(context) { try models.map { try putInTransaction($0, message: message) } }
        models.forEach(resolver.forgetCurrentTrees)
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
            let scenarios = try layOutScenarios(of: model, revisionID: previous.id, comparingWith: previous.id, proposals: try resolver.scenarioProposals(.all))
            return PutReport(model: model.name, outcome: .unarchived, revision: previous.number, contentHash: hash, scenarios: scenarios)
        }
        let modelID = try existing?.id ?? ledger.insertModel(name: model.name, kind: model.kind.rawValue, at: currentTimestamp())
        if existing?.archivedAt != nil { try ledger.setArchived(modelID: modelID, at: nil) }
        let revision = try ledger.appendRevision(
            modelID: modelID, contentHash: hash, content: model.canonicalText, message: message, at: currentTimestamp()
        )
        let scenarios = try layOutScenarios(of: model, revisionID: revision.id, comparingWith: previous?.id, proposals: try resolver.scenarioProposals(.all))
        return PutReport(
            model: model.name, outcome: existing == nil ? .created : .revised, revision: revision.number,
            contentHash: hash, scenarios: scenarios
        )
    }

    /// Lays out every template of `model` (stored as `revisionID`) under `proposals` (widths ×
    /// size categories), reusing stored results, and compares each with the revision
    /// `previousRevisionID` (inside a transaction).
    func layOutScenarios(
        of model: Model, revisionID: Int64, comparingWith previousRevisionID: Int64?, proposals: [ScenarioProposal]
    ) throws(ServiceError) -> [PutReport.Scenario] {
        var scenarios: [PutReport.Scenario] = []
        for template in model.templates {
            let tree = try ScenarioResolver.tree(of: model, template: template)
            let stored = try resolver.computeAndStore(
                tree, hash: tree.treeHash.hex, proposals: proposals.map { ($0.id, $0.proposal) },
                recordingFor: RevisionTemplate(revisionID: revisionID, template: template), reusingStored: true
            )
            for (proposal, (scenario, _)) in zip(proposals, stored) {
                let previousHash = try previousRevisionID.flatMap { previous throws(ServiceError) in
                    try scenarioResultHash(revisionID: previous, template: template, proposalID: scenario.key.proposalID)
                }
                let status: ChangeStatus = previousHash == nil ? .new : previousHash == scenario.resultHash ? .unchanged : .changed
                scenarios.append(PutReport.Scenario(
                    template: template, width: proposal.width.name, sizeCategory: proposal.proposal.sizeCategory, status: status
                ))
            }
        }
        return scenarios
    }

    /// The result hash of a scenario of `revisionID` under `engineID` (default: the resolver's,
    /// if the store holds it).
    func scenarioResultHash(
        revisionID: Int64, template: TemplateName, proposalID: Int64, engineID: Int64? = nil
    ) throws(ServiceError) -> [UInt8]? {
        let known = try engineID == nil ? resolver.knownEngine()?.id : engineID
        guard let known else { return nil }
        return try ledger.storedScenarioResult(
            engineID: known, revisionID: revisionID, template: template.rawValue, proposalID: proposalID
        )?.resultHash
    }

    /// Every model (of `kind` when given), by name.
    func models(kind: Model.Kind? = nil, includingArchived: Bool = false) throws(ServiceError) -> [ModelEntry] {
        try inContext("listing models") { try ledger.models(kind: kind?.rawValue, includingArchived: includingArchived) }
    }

    /// A model's current state.
    func model(named name: String) throws(ServiceError) -> Model {
        try ledger.currentModel(named: name).value
    }

    /// A model's revisions, oldest first.
    func revisions(of name: String) throws(ServiceError) -> [Revision] {
        try inContext("reading the revisions of \(name)") { () throws -> [Revision] in
            guard let model = try ledger.model(named: name) else { throw ServiceError.unknownModel(name) }
            return try ledger.revisions(modelID: model.id)
        }
    }

    /// Archives a model: it leaves listings and batches, and keeps its history.
    func archive(_ name: String) throws(ServiceError) {
        try resolver.writing("archiving \(name)") {
            guard let model = try ledger.model(named: name) else { throw ServiceError.unknownModel(name) }
            try ledger.setArchived(modelID: model.id, at: currentTimestamp())
        }
        resolver.forgetCurrentTrees(ofModelNamed: name)
    }

    /// The layout of revision `number` of a model's template under `proposal` (a size and a
    /// size category) with the current engine, through the caches.
    func layout(
        model name: String, revision number: Int, template: TemplateName?, proposal: Proposal
    ) throws(ServiceError) -> LayoutResult {
        guard let revision = try revisions(of: name).first(where: { $0.number == number }) else {
            throw .invalidArgument("model \"\(name)\" has no revision \(number)")
        }
        let model = try ScenarioResolver.decodeModel(revision.content, context: "revision \(number) of \(name)")
        return try resolver.layout(revisionID: revision.id, template: template ?? model.templates[0], proposal: proposal)
    }
}
