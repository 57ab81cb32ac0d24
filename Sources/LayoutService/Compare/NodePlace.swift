import LayoutEngine

/// Where a node of a result is drawn, and all a diff needs to tell whether it moved, appeared
/// or disappeared: whether it is shown, its frame and its outer frame.
struct NodePlace: Hashable, Sendable {
    var shown: Bool
    var frame: Rect?
    var outer: Rect?

    init(shown: Bool, frame: Rect?, outer: Rect?) {
        self.shown = shown
        self.frame = frame
        self.outer = outer
    }

    init(_ node: NodeLayout) {
        self.init(shown: node.shown, frame: node.frame, outer: node.outer)
    }

    /// Where the node is drawn: its outer frame (else its frame) when shown; nil when not shown.
    var place: Rect? { shown ? outer ?? frame : nil }

    /// How one node's place differs from `old` (the same node in the result before) to this.
    enum Change {
        /// Shown in neither result.
        case notShown
        case appeared(Rect)
        case disappeared(Rect)
        /// Its frame (or, the frame equal, its outer frame) moved or resized; nil where the
        /// node has no such frame on that side.
        case moved(from: Rect?, to: Rect?)
        /// Shown in both, in the same place.
        case unmoved
    }

    /// How the node moved from `old` to here; coordinates closer than `tolerance` count as equal.
    func change(from old: NodePlace, tolerance: Double) -> Change {
        switch (old.place, place) {
        case (nil, nil): return .notShown
        case (nil, let after?): return .appeared(after)
        case (let before?, nil): return .disappeared(before)
        case (.some, .some): break
        }
        let frameMoved = LayoutDiff.differ(old.frame, frame, tolerance: tolerance)
        if frameMoved || LayoutDiff.differ(old.outer, outer, tolerance: tolerance) {
            return frameMoved ? .moved(from: old.frame, to: frame) : .moved(from: old.outer, to: outer)
        }
        return .unmoved
    }
}
