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

    /// The facts of a result without nodes, to `count` its nodes into in order.
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
        count(rows: node.rows, text: node.text, chosenChild: node.chosenChild, drawnFrame: node.drawnFrame, container: container)
    }

    /// Adds the next node (in node order), given as its record and text lines (nil unless it
    /// is a shown text node), of a result whose `overflowContainer` is `container`: what
    /// `count(record.resultNode(text: text), container:)` adds.
    @inline(__always)
    mutating func count(_ record: borrowing ResultNodeRecord, text: TextLines?, container: Rect) {
        guard record.flags.contains(.shown) else { return }
        // `ResultNode.drawnFrame`: none when hidden, else the drawn frame or the outer one.
        let drawnFrame = record.flags.contains(.hidden) ? nil : record.flags.contains(.hasDrawn) ? record.drawn : record.outer
        count(
            rows: record.flags.contains(.hasRows) ? Int(record.rows) : nil, text: text,
            chosenChild: record.flags.contains(.hasChosenChild) ? Int(record.chosenChild) : nil, drawnFrame: drawnFrame, container: container
        )
    }

    /// Adds a shown node's figures.
    @inline(__always)
    private mutating func count(rows: Int?, text: TextLines?, chosenChild: Int?, drawnFrame: Rect?, container: Rect) {
        if let rows { flowRows = max(flowRows ?? 0, rows) }
        if text?.truncated == true { truncatedTexts += 1 }
        if chosenBranch == nil, let chosenChild { chosenBranch = chosenChild }
        if LayoutResult.overflows(drawnFrame: drawnFrame, container: container) { overflowingNodes += 1 }
    }
}
