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
        self.init()
        let container = result.overflowContainer
        for node in result.nodes { count(node.resultNode, container: container) }
    }

    /// The facts of a result without nodes, to `count(_:container:)` its nodes into in order.
    init() {
        flowRows = nil
        truncatedTexts = 0
        overflowingNodes = 0
        chosenBranch = nil
    }

    /// Adds the next node (in node order) of a result whose `overflowContainer` is `container`.
    @inline(__always)
    mutating func count(_ node: borrowing ResultNode, container: Rect) {
        guard node.shown else { return }
        if let rows = node.rows { flowRows = max(flowRows ?? 0, rows) }
        if node.text?.truncated == true { truncatedTexts += 1 }
        if chosenBranch == nil, let chosen = node.chosenChild { chosenBranch = chosen }
        if LayoutResult.overflows(drawnFrame: node.drawnFrame, container: container) { overflowingNodes += 1 }
    }
}
