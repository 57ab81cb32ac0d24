import LayoutEngine
import LayoutStorage

extension LayoutService {
    /// Every engine results were computed with, oldest first.
    public func engines() throws(ServiceError) -> [StoredEngine] {
        try inContext("listing engines") { try engineStore.engines() }
    }

    /// Every run, newest first.
    public func runs() throws(ServiceError) -> [StoredRun] {
        try inContext("listing runs") { try runStore.runs() }
    }

    /// The run with id `id`.
    public func run(_ id: Int64) throws(ServiceError) -> StoredRun {
        guard let run = try inContext("reading run \(id)", { try runStore.run(id: id) }) else { throw .unknownRun(id) }
        return run
    }

    /// A run's new, changed and failed scenarios, in key order.
    public func runChanges(_ runID: Int64) throws(ServiceError) -> [RunChange] {
        _ = try run(runID)
        let changes = try inContext("reading the changes of run \(runID)") { try runStore.changes(runID: runID) }
        var names = ScenarioNames(service: self)
        return try changes.map { change throws(ServiceError) in
            let (model, revision) = try names.model(ofRevision: change.revisionID)
            return RunChange(
                model: model, revision: revision, template: change.variant, width: try names.width(ofProposal: change.proposalID),
                status: change.status, moves: MoveList.decode(change.moves), maxDelta: change.maxDelta, error: change.error
            )
        }
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
            guard let revision = try service.modelStore.revision(id: id),
                  let model = try service.modelStore.model(id: revision.modelID) else { return nil }
            return (model.name, revision.number)
        }
        guard let found else { throw .corruptStore("revision \(id) is missing") }
        models[id] = found
        return found
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
