/// What laying out one tree under one proposal produced: the root's size and, for every
/// node in depth-first pre-order, where it ended up (`docs/view-tree.md`, "Proposal and result").
public struct LayoutResult: Hashable, Sendable {
    public var proposal: ProposedSize
    public var size: Size
    public var nodes: [NodeLayout]

    public init(proposal: ProposedSize, size: Size, nodes: [NodeLayout]) {
        self.proposal = proposal
        self.size = size
        self.nodes = nodes
    }
}

/// One node's place in a result.
public struct NodeLayout: Hashable, Sendable {
    /// Child indices from the root joined by "/" ("0", "0/2", "0/overlay", "0/child").
    public var path: String
    public var id: String?
    /// The view-tree `type` of the node.
    public var type: String
    /// The base view's frame (before modifiers), in root coordinates; nil when not shown.
    public var frame: Rect?
    /// The frame after all modifiers, as the parent placed it; nil when not shown.
    public var outer: Rect?
    /// Where an `offset` draws the node (its outer frame moved); nil without an offset.
    public var drawn: Rect?
    /// False for children a ViewThatFits did not choose (and everything below them).
    public var shown: Bool
    /// True when a `hidden` modifier (on it or an ancestor) keeps it from being drawn.
    public var hidden: Bool
    /// Text nodes: the lines shown and whether the last one was truncated.
    public var text: TextLines?
    /// `flow` and `guideFlow` nodes: the number of rows their children occupy.
    public var rows: Int?
    /// `viewThatFits` nodes: the index of the chosen child.
    public var chosenChild: Int?

    public init(
        path: String, id: String?, type: String, frame: Rect?, outer: Rect?, drawn: Rect? = nil,
        shown: Bool = true, hidden: Bool = false, text: TextLines? = nil, rows: Int? = nil, chosenChild: Int? = nil
    ) {
        self.path = path
        self.id = id
        self.type = type
        self.frame = frame
        self.outer = outer
        self.drawn = drawn
        self.shown = shown
        self.hidden = hidden
        self.text = text
        self.rows = rows
        self.chosenChild = chosenChild
    }
}

/// The lines a text node shows, and whether its last line ends in a truncation "…".
public struct TextLines: Hashable, Sendable {
    public var lines: [String]
    public var truncated: Bool

    public init(lines: [String], truncated: Bool) {
        self.lines = lines
        self.truncated = truncated
    }
}
