import LayoutEngine

/// The figures of a result users query, stored as columns next to its frames.
public struct ResultFacts: Hashable, Sendable {
    /// The most rows any flow (`flow`, `guideFlow`) of the tree uses; nil without flows.
    public var flowRows: Int?
    /// Shown texts whose last line is truncated.
    public var truncatedTexts: Int
    /// Shown nodes whose outer frame reaches outside the container (the proposed width when
    /// finite, else the result's width; the result's height).
    public var overflowingNodes: Int
    /// The branch the first ViewThatFits chose; nil without one.
    public var chosenBranch: Int?

    /// Half a thousandth of a point: closer than this to the edge is not overflowing.
    static let overflowTolerance = 0.0005

    /// The facts of `result`.
    public init(of result: LayoutResult) {
        let containerWidth = result.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? result.size.width
        let containerHeight = result.size.height
        var flowRows: Int?
        var truncatedTexts = 0
        var overflowingNodes = 0
        var chosenBranch: Int?
        for node in result.nodes where node.shown {
            if let rows = node.rows { flowRows = max(flowRows ?? 0, rows) }
            if node.text?.truncated == true { truncatedTexts += 1 }
            if chosenBranch == nil, let chosen = node.chosenChild { chosenBranch = chosen }
            if let outer = node.outer,
               outer.minX < -Self.overflowTolerance || outer.minY < -Self.overflowTolerance
                || outer.maxX > containerWidth + Self.overflowTolerance
                || outer.maxY > containerHeight + Self.overflowTolerance {
                overflowingNodes += 1
            }
        }
        self.flowRows = flowRows
        self.truncatedTexts = truncatedTexts
        self.overflowingNodes = overflowingNodes
        self.chosenBranch = chosenBranch
    }
}
