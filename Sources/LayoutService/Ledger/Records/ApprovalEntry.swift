/// A row of `approval_entries`: one scenario an approval accepted, and the baseline it replaced.
public struct ApprovalEntry: Hashable, Sendable {
    public var approvalID: Int64
    public var modelID: Int64
    public var variant: String
    public var proposalID: Int64
    public var accepted: BaselineTarget
    /// The baseline replaced; nil when the scenario had none.
    public var previous: BaselineTarget?

    public init(
        approvalID: Int64, modelID: Int64, variant: String, proposalID: Int64, accepted: BaselineTarget, previous: BaselineTarget?
    ) {
        self.approvalID = approvalID
        self.modelID = modelID
        self.variant = variant
        self.proposalID = proposalID
        self.accepted = accepted
        self.previous = previous
    }
}
