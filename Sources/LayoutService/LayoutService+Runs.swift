import LayoutEngine

extension LayoutService {
    /// Every run, newest first.
    public func runs() throws(ServiceError) -> [Run] {
        try inContext("listing runs") { try ledger.runs() }
    }

    /// The run with id `id`.
    public func run(_ id: Int64) throws(ServiceError) -> Run {
        guard let run = try inContext("reading run \(id)", { try ledger.run(id: id) }) else { throw .unknownRun(id) }
        return run
    }

    /// A run's new, changed and failed scenarios, in key order.
    public func runChanges(_ runID: Int64) throws(ServiceError) -> [RunChange] {
        var names = ScenarioNames(service: self)
        return try storedChanges(runID).map { change throws(ServiceError) in try names.change(change) }
    }

    /// A run's new and changed scenarios with their stored results: the run's engine's (new)
    /// and the compared engine's (old, when the run compared with one and it has the scenario),
    /// read from the store, never computed.
    public func runChangeResults(_ runID: Int64) throws(ServiceError) -> [RunChangeResults] {
        let run = try run(runID)
        var names = ScenarioNames(service: self)
        var results: [RunChangeResults] = []
        for change in try storedChanges(runID) where change.status != "failed" {
            let proposal = try proposal(id: change.proposalID)
            let named = try names.change(change)
            let scenario = "\(named.model) r\(named.revision) (\(named.template)) at \(named.width)"
            func result(of engineID: Int64) throws(ServiceError) -> LayoutResult? {
                try ledger.storedScenarioResult(engineID: engineID, revisionID: change.revisionID, template: change.variant, proposalID: change.proposalID)
                    .map { stored throws(ServiceError) in try layoutResult(of: stored, proposal: proposal) }
            }
            guard let new = try result(of: run.engineID) else { throw .notLaidOut(engineID: run.engineID, scenario: scenario) }
            let old = try run.againstEngineID.flatMap { engineID throws(ServiceError) in try result(of: engineID) }
            results.append(RunChangeResults(change: named, old: old, new: new))
        }
        return results
    }

    private func storedChanges(_ runID: Int64) throws(ServiceError) -> [RecordedChange] {
        _ = try run(runID)
        return try inContext("reading the changes of run \(runID)") { try ledger.recordedChanges(runID: runID) }
    }
}

/// Names of the revisions and proposals a listing mentions, looked up once each.
struct ScenarioNames {
    let service: LayoutService
    private var models: [Int64: (String, Int)] = [:]
    private var widths: [Int64: String]?

    init(service: LayoutService) {
        self.service = service
    }

    /// The model name and revision number of revision `id`.
    mutating func model(ofRevision id: Int64) throws(ServiceError) -> (String, Int) {
        if let known = models[id] { return known }
        let found = try inContext("reading revision \(id)") { () throws -> (String, Int)? in
            guard let revision = try service.ledger.revision(id: id),
                  let model = try service.ledger.model(id: revision.modelID) else { return nil }
            return (model.name, revision.number)
        }
        guard let found else { throw .corruptStore("revision \(id) is missing") }
        models[id] = found
        return found
    }

    /// A stored change named for people.
    mutating func change(_ change: RecordedChange) throws(ServiceError) -> RunChange {
        let (model, revision) = try model(ofRevision: change.revisionID)
        return RunChange(
            model: model, revision: revision, template: change.variant, width: try width(ofProposal: change.proposalID),
            status: change.status, moves: MoveList.decode(change.moves), maxDelta: change.maxDelta, error: change.error
        )
    }

    /// The name of the width offering proposal `id`, or the proposal's size.
    mutating func width(ofProposal id: Int64) throws(ServiceError) -> String {
        if widths == nil {
            widths = Dictionary(try service.widths().map { ($0.proposalID, $0.name) }, uniquingKeysWith: { first, _ in first })
        }
        if let name = widths?[id] { return name }
        let proposal = try service.proposal(id: id)
        return proposal.width.map { JSONWriter.format(number: $0) } ?? "ideal"
    }
}
