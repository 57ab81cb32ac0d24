import LayoutEngine
import LayoutModels

/// The engines a ledger holds results of, the current one (the engine every command computes
/// with unless told otherwise: `current_engine`, migration 0008), and the stored layouts of any
/// of them (read, never computed, so engines of any version can be compared).
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

    /// The current engine with its options and result count, or nil when none is marked.
    func currentEngine() throws(ServiceError) -> EngineSummary? {
        guard let current = try inContext("reading the current engine", { try ledger.currentEngine() }) else { return nil }
        let counts = try inContext("counting results") { try ledger.resultCountsByEngine() }
        return EngineSummary(engine: current, options: try Self.options(of: current), resultCount: counts[current.id] ?? 0)
    }

    /// Makes the stored engine `id` current (of this build or an earlier one: commands then
    /// compute with its options) and returns it; an unknown id is `.unknownEngine`.
    func makeCurrent(engineID id: Int64) throws(ServiceError) -> RegisteredEngine {
        let chosen = try engine(id: id)
        try resolver.writing("making engine \(id) current") { try ledger.setCurrentEngine(engineID: id, at: currentTimestamp()) }
        return chosen
    }

    /// The options of the current engine of the store `ledger` holds, or nil when none is
    /// marked (a store no engine has been registered in yet).
    static func currentOptions(in ledger: any ResultLedger) throws(ServiceError) -> EngineOptions? {
        guard let current = try inContext("reading the current engine", { try ledger.currentEngine() }) else { return nil }
        return try options(of: current)
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
