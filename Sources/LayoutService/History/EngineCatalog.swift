import LayoutEngine
import LayoutModels

/// The engines a ledger holds results of, and the stored layouts of any of them (read, never
/// computed, so engines of any version can be compared).
struct EngineCatalog {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// Every engine results were computed with, oldest first, with its options and result count.
    func engines() throws(ServiceError) -> [EngineSummary] {
        let (engines, counts) = try inContext("listing engines") { (try ledger.engines(), try ledger.resultCountsByEngine()) }
        return try engines.map { engine throws(ServiceError) in
            EngineSummary(engine: engine, options: try Self.options(of: engine), resultCount: counts[engine.id] ?? 0)
        }
    }

    /// The engine stored as `id`.
    func engine(id: Int64) throws(ServiceError) -> RegisteredEngine {
        guard let engine = try inContext("reading engine \(id)", { try ledger.engine(id: id) }) else { throw .unknownEngine(id) }
        return engine
    }

    /// The stored layout of a model's current revision (its first template by default) under
    /// `proposal` (a size and a size category) by engine `engineID`: read from the store, never
    /// computed, so engines of any version can be compared. An engine without that layout is
    /// `.notLaidOut`.
    func layout(
        model name: String, template: TemplateName? = nil, proposal: Proposal, engineID: Int64
    ) throws(ServiceError) -> LayoutResult {
        _ = try engine(id: engineID)
        let (_, revision, model) = try ledger.currentModel(named: name)
        let template = template ?? model.templates[0]
        guard model.templates.contains(template) else { throw .unknownTemplate(template, model: name) }
        let proposalText = ScenarioLabel.width(
            proposal.size.width.map { JSONWriter.format(number: $0) } ?? "ideal", sizeCategory: proposal.sizeCategory
        )
        let scenario = "\"\(name)\" r\(revision.number) (\(template.rawValue)) at \(proposalText)"
        let proposalID = try inContext("reading proposal \(proposalText)") {
            try ledger.existingProposalID(width: proposal.size.width, height: proposal.size.height, sizeCategory: proposal.sizeCategory)
        }
        guard let proposalID,
              let stored = try ledger.storedScenarioResult(engineID: engineID, revisionID: revision.id, template: template.rawValue, proposalID: proposalID)
        else { throw .notLaidOut(engineID: engineID, scenario: scenario) }
        return try resolver.layoutResult(of: stored, proposal: proposal.size)
    }

    /// The options an engine was registered with.
    static func options(of engine: RegisteredEngine) throws(ServiceError) -> EngineOptions {
        do {
            return EngineOptions(json: try JSONParser.parse(engine.options))
        } catch {
            throw .corruptStore("the options of engine \(engine.id) are not JSON: \(error)")
        }
    }
}
