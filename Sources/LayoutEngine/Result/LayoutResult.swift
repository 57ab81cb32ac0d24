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

/// One node's place in a result: its identity (path, id, type) and its ``ResultNode`` — the
/// frames, visibility, text lines and extras, read as `layout.frame`, `layout.text` … through
/// dynamic member lookup, so the fields are declared once, in `ResultNode`.
@dynamicMemberLookup
public struct NodeLayout: Hashable, Sendable {
    /// Child indices from the root joined by "/" ("0", "0/2", "0/overlay", "0/child").
    public var path: String
    public var id: String?
    /// The view-tree `type` of the node.
    public var type: String
    /// The node without its identity.
    public var resultNode: ResultNode

    /// The node `node` describes, with this identity.
    public init(path: String, id: String?, type: String, _ node: ResultNode) {
        self.path = path
        self.id = id
        self.type = type
        self.resultNode = node
    }

    public init(
        path: String, id: String?, type: String, frame: Rect?, outer: Rect?, drawn: Rect? = nil,
        shown: Bool = true, hidden: Bool = false, text: TextLines? = nil, rows: Int? = nil, chosenChild: Int? = nil
    ) {
        self.init(path: path, id: id, type: type, ResultNode(
            frame: frame, outer: outer, drawn: drawn, shown: shown, hidden: hidden, text: text, rows: rows, chosenChild: chosenChild
        ))
    }

    /// A field of the node's ``ResultNode`` (`frame`, `outer`, `drawn`, `shown`, `hidden`,
    /// `text`, `rows`, `chosenChild`, `drawnFrame`).
    @inlinable
    public subscript<Value>(dynamicMember field: KeyPath<ResultNode, Value>) -> Value {
        resultNode[keyPath: field]
    }

    /// A settable field of the node's ``ResultNode``.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<ResultNode, Value>) -> Value {
        get { resultNode[keyPath: field] }
        set { resultNode[keyPath: field] = newValue }
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
