/// Overflow: the one definition the stored facts, the queries and the pictures share.
///
/// A node overflows when it is drawn (shown and not hidden) and the frame it is drawn at — its
/// outer frame, moved by an `offset` when it has one — reaches outside the container by more
/// than `overflowTolerance` points on any side. The container is the rectangle from (0, 0)
/// that is as high as the result and as wide as the result or the proposed width, whichever
/// is smaller (a finite proposal is the space the screen offers; a root wider than it sticks
/// out of the screen).
extension LayoutResult {
    /// Half a thousandth of a point: a frame closer than this to the container's edge does not overflow.
    public static let overflowTolerance = 0.0005

    /// The rectangle nodes must stay inside: (0, 0), the result's height, and the smaller of
    /// the result's width and the proposed width (when finite).
    public var overflowContainer: Rect {
        Self.overflowContainer(size: size, proposal: proposal)
    }

    /// The `overflowContainer` of a result of `size` laid out under `proposal`.
    public static func overflowContainer(size: Size, proposal: ProposedSize) -> Rect {
        var width = size.width
        if let proposed = proposal.width, proposed.isFinite { width = min(width, proposed) }
        return Rect(x: 0, y: 0, width: width, height: size.height)
    }

    /// Whether `node` is drawn and reaches outside `overflowContainer` by more than the tolerance.
    public func overflows(_ node: NodeLayout) -> Bool {
        Self.overflows(drawnFrame: node.drawnFrame, container: overflowContainer)
    }

    /// Whether a node drawn at `drawnFrame` (nil: not drawn) reaches outside `container` by
    /// more than the tolerance.
    @inline(__always)
    public static func overflows(drawnFrame: Rect?, container: Rect) -> Bool {
        guard let drawn = drawnFrame else { return false }
        let tolerance = overflowTolerance
        return drawn.minX < container.minX - tolerance || drawn.minY < container.minY - tolerance
            || drawn.maxX > container.maxX + tolerance || drawn.maxY > container.maxY + tolerance
    }

    /// The nodes that overflow, in node order.
    public func overflowingNodes() -> [NodeLayout] {
        nodes.filter(overflows)
    }
}
