/// One node of a layout's result without its identity (path, id, type): its frames, whether
/// it is shown or hidden, its text lines and extras, as a session reads them straight off its
/// buffers (`LayoutSession.resultNode(_:)`) with no strings to copy. A `NodeLayout` is a
/// result node with its identity.
public struct ResultNode: Hashable, Sendable {
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
        frame: Rect?, outer: Rect?, drawn: Rect? = nil, shown: Bool = true, hidden: Bool = false, text: TextLines? = nil,
        rows: Int? = nil, chosenChild: Int? = nil
    ) {
        self.frame = frame
        self.outer = outer
        self.drawn = drawn
        self.shown = shown
        self.hidden = hidden
        self.text = text
        self.rows = rows
        self.chosenChild = chosenChild
    }

    /// Where the node is drawn: its outer frame, moved by its offset; nil when it is not drawn
    /// (not shown by a ViewThatFits, or hidden).
    public var drawnFrame: Rect? {
        guard shown, !hidden, let outer else { return nil }
        return drawn ?? outer
    }
}
