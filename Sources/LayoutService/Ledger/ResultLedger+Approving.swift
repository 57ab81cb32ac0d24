extension ResultLedger {
    /// Makes `baseline` the scenario's baseline, logging the one it replaces in its approval:
    /// the same steps on every backend, in the caller's write transaction.
    func approveBaseline(_ baseline: Baseline) throws {
        let previous = try self.baseline(modelID: baseline.modelID, variant: baseline.variant, proposalID: baseline.proposalID)
        try insertApprovalEntry(ApprovalEntry(
            approvalID: baseline.approvalID, modelID: baseline.modelID, variant: baseline.variant, proposalID: baseline.proposalID,
            accepted: BaselineTarget(revisionID: baseline.revisionID, engineID: baseline.engineID, treeID: baseline.treeID),
            previous: previous.map { BaselineTarget(revisionID: $0.revisionID, engineID: $0.engineID, treeID: $0.treeID) }
        ))
        try setBaseline(baseline)
    }
}
