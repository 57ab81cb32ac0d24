import LayoutEngine

/// Names of the revisions and proposals a listing mentions, looked up once each.
struct ScenarioNames {
    let ledger: any ResultLedger
    private var models: [Int64: (String, Int)] = [:]
    /// Width names by value, the first name of each value.
    private var widths: [Double: String]?
    private var proposals: [Int64: Proposal] = [:]

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

    /// A stored change named for people.
    mutating func change(_ change: RecordedChange) throws(ServiceError) -> RunChange {
        let (model, revision) = try model(ofRevision: change.revisionID)
        return RunChange(
            model: model, revision: revision, template: change.variant, width: try width(ofProposal: change.proposalID),
            sizeCategory: try proposal(change.proposalID).sizeCategory, status: change.status, moves: MoveList.decode(change.moves),
            maxDelta: change.maxDelta, error: change.error
        )
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
