import LayoutEngine

extension ScenarioResolver {
    /// The node-level comparison of two stored results under one proposal.
    func diff(_ before: ResultKey, _ after: ResultKey, proposal: ProposedSize, tolerance: Double = 0) throws(ServiceError) -> LayoutDiff {
        LayoutDiff(try storedResult(before, proposal: proposal), try storedResult(after, proposal: proposal), tolerance: tolerance)
    }

    /// The result stored under `key`, read from the database without touching the memory tier.
    func storedResult(_ key: ResultKey, proposal: ProposedSize) throws(ServiceError) -> LayoutResult {
        let stored = try inContext("reading a result") {
            try ledger.result(engineID: key.engineID, treeID: key.treeID, proposalID: key.proposalID)
        }
        guard let stored else {
            throw .corruptStore("result (engine \(key.engineID), tree \(key.treeID), proposal \(key.proposalID)) is missing")
        }
        return try layoutResult(of: stored, proposal: proposal)
    }

    /// A stored result read back with its tree's shape.
    func layoutResult(of stored: ResultEntry, proposal: ProposedSize) throws(ServiceError) -> LayoutResult {
        try stored.layoutResult(shape: try shape(treeID: stored.treeID), proposal: proposal)
    }
}
