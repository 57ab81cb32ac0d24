/// A row of `results`: one layout of a tree under a proposal by an engine, with its facts.
public struct ResultEntry: Hashable, Sendable {
    public var engineID: Int64
    public var treeID: Int64
    public var proposalID: Int64
    public var width: Double
    public var height: Double
    /// 16 bytes identifying size and frames: equal hashes, equal results.
    public var resultHash: [UInt8]
    /// Every node's frame, packed in node order.
    public var frames: [UInt8]
    public var flowRows: Int?
    public var truncatedTexts: Int
    public var overflowingNodes: Int
    public var chosenBranch: Int?

    public init(
        engineID: Int64, treeID: Int64, proposalID: Int64, width: Double, height: Double, resultHash: [UInt8],
        frames: [UInt8], flowRows: Int?, truncatedTexts: Int, overflowingNodes: Int, chosenBranch: Int?
    ) {
        self.engineID = engineID
        self.treeID = treeID
        self.proposalID = proposalID
        self.width = width
        self.height = height
        self.resultHash = resultHash
        self.frames = frames
        self.flowRows = flowRows
        self.truncatedTexts = truncatedTexts
        self.overflowingNodes = overflowingNodes
        self.chosenBranch = chosenBranch
    }
}
