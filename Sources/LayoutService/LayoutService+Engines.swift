import LayoutEngine
import LayoutModels

extension LayoutService {
    /// Every engine results were computed with, oldest first, with its options and result count.
    public func engines() throws(ServiceError) -> [EngineSummary] {
        let (engines, counts) = try inContext("listing engines") { (try ledger.engines(), try ledger.resultCountsByEngine()) }
        return try engines.map { engine throws(ServiceError) in
            EngineSummary(engine: engine, options: try Self.options(of: engine), resultCount: counts[engine.id] ?? 0)
        }
    }

    /// The engine stored as `id`.
    public func engine(id: Int64) throws(ServiceError) -> RegisteredEngine {
        guard let engine = try inContext("reading engine \(id)", { try ledger.engine(id: id) }) else { throw .unknownEngine(id) }
        return engine
    }

    /// The stored layout of a model's current revision (its first template by default) under
    /// `proposal` at `sizeCategory` by engine `engineID`: read from the store, never computed,
    /// so engines of any version can be compared. An engine without that layout is `.notLaidOut`.
    public func layout(
        model name: String, template: TemplateName? = nil, proposal: ProposedSize, sizeCategory: ContentSizeCategory = .default,
        engineID: Int64
    ) throws(ServiceError) -> LayoutResult {
        _ = try engine(id: engineID)
        let (_, revision, model) = try ledger.currentModel(named: name)
        let template = template ?? model.templates[0]
        guard model.templates.contains(template) else { throw .unknownTemplate(template, model: name) }
        let proposalText = ScenarioLabel.width(proposal.width.map { JSONWriter.format(number: $0) } ?? "ideal", sizeCategory: sizeCategory)
        let scenario = "\"\(name)\" r\(revision.number) (\(template.rawValue)) at \(proposalText)"
        let proposalID = try inContext("reading proposal \(proposalText)") {
            try ledger.existingProposalID(width: proposal.width, height: proposal.height, sizeCategory: sizeCategory)
        }
        guard let proposalID,
              let stored = try ledger.storedScenarioResult(engineID: engineID, revisionID: revision.id, template: template.rawValue, proposalID: proposalID)
        else { throw .notLaidOut(engineID: engineID, scenario: scenario) }
        return try layoutResult(of: stored, proposal: proposal)
    }
}
