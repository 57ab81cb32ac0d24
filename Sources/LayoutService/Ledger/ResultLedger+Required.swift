import LayoutEngine

extension ResultLedger {
    /// The proposal stored as `id`, which a stored row refers to: a missing one is a damaged store.
    func storedProposal(id: Int64) throws(ServiceError) -> ProposedSize {
        guard let stored = try inContext("reading proposal \(id)", { try proposal(id: id) }) else {
            throw .corruptStore("proposal \(id) is missing")
        }
        return stored
    }
}
