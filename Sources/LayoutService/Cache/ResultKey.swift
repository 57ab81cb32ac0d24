/// The identity of a stored result: (engine, tree, proposal), by their row ids.
public struct ResultKey: Hashable, Sendable {
    public var engineID: Int64
    public var treeID: Int64
    public var proposalID: Int64

    public init(engineID: Int64, treeID: Int64, proposalID: Int64) {
        self.engineID = engineID
        self.treeID = treeID
        self.proposalID = proposalID
    }
}
