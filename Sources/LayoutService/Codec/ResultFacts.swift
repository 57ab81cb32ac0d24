import LayoutEngine

/// The figures of a result users query, stored as columns next to its frames.
public struct ResultFacts: Hashable, Sendable {
    /// The most rows any flow (`flow`, `guideFlow`) of the tree uses; nil without flows.
    public var flowRows: Int?
    /// Shown texts whose last line is truncated.
    public var truncatedTexts: Int
    /// Nodes that overflow (`LayoutResult.overflows`, the definition pictures share).
    public var overflowingNodes: Int
    /// The branch the first ViewThatFits chose; nil without one.
    public var chosenBranch: Int?

    /// The facts of `result`.
    public init(of result: LayoutResult) {
        var flowRows: Int?
        var truncatedTexts = 0
        var overflowingNodes = 0
        var chosenBranch: Int?
        for node in result.nodes where node.shown {
            if let rows = node.rows { flowRows = max(flowRows ?? 0, rows) }
            if node.text?.truncated == true { truncatedTexts += 1 }
            if chosenBranch == nil, let chosen = node.chosenChild { chosenBranch = chosen }
            if result.overflows(node) { overflowingNodes += 1 }
        }
        self.flowRows = flowRows
        self.truncatedTexts = truncatedTexts
        self.overflowingNodes = overflowingNodes
        self.chosenBranch = chosenBranch
    }
}
