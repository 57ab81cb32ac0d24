/// A scenario's approved result: which revision, engine and tree the approval accepted.
public struct Baseline: Hashable, Sendable {
    public var modelID: Int64
    public var variant: String
    public var proposalID: Int64
    public var revisionID: Int64
    public var engineID: Int64
    public var treeID: Int64
    public var approvalID: Int64

    public init(
        modelID: Int64, variant: String, proposalID: Int64, revisionID: Int64, engineID: Int64, treeID: Int64,
        approvalID: Int64
    ) {
        self.modelID = modelID
        self.variant = variant
        self.proposalID = proposalID
        self.revisionID = revisionID
        self.engineID = engineID
        self.treeID = treeID
        self.approvalID = approvalID
    }
}
