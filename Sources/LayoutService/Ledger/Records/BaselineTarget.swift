/// The result a baseline names: a revision laid out by an engine as a tree.
public struct BaselineTarget: Hashable, Sendable {
    public var revisionID: Int64
    public var engineID: Int64
    public var treeID: Int64

    public init(revisionID: Int64, engineID: Int64, treeID: Int64) {
        self.revisionID = revisionID
        self.engineID = engineID
        self.treeID = treeID
    }
}
