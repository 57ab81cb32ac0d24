import LayoutEngine

/// What every picture of a result shows: the container's bounds and each drawn node with the
/// facts the renderers mark (truncated text, overflow), in the result's pre-order.
struct LayoutPicture {
    /// One drawn node: where it is drawn (offsets applied) and what to mark on it.
    struct Element {
        var path: String
        var id: String?
        var type: String
        var category: NodeCategory
        /// The outer frame as drawn (its `drawn` frame when an offset moved it).
        var outer: Rect
        /// The base frame moved by the same offset as the outer frame.
        var frame: Rect
        var lines: [String]
        var truncated: Bool
        /// True when the drawn outer frame reaches outside the container's bounds.
        var overflows: Bool
    }

    /// How far outside the container a frame may reach before it counts as overflow, in points.
    static let overflowTolerance = 0.001

    /// The rectangle the root was placed in: (0, 0) and the root's size.
    var container: Rect
    /// The proposal drawn as a rectangle: nil and infinite dimensions shown at the size's.
    var proposal: Rect
    var proposalSize: ProposedSize
    var elements: [Element]
    /// The union of the container, the proposal and every element.
    var bounds: Rect

    init(_ result: LayoutResult) {
        container = Rect(origin: .zero, size: result.size)
        proposalSize = result.proposal
        proposal = Rect(
            x: 0, y: 0,
            width: Self.drawable(result.proposal.width, otherwise: result.size.width),
            height: Self.drawable(result.proposal.height, otherwise: result.size.height)
        )
        let container = self.container
        elements = result.nodes.compactMap { node in Self.element(for: node, in: container) }
        bounds = elements.reduce(Self.union(container, proposal)) { Self.union($0, $1.outer) }
    }

    /// The categories present, in legend order.
    var categories: [NodeCategory] {
        let present = Set(elements.map(\.category))
        return NodeCategory.allCases.filter(present.contains)
    }

    private static func element(for node: NodeLayout, in container: Rect) -> Element? {
        guard node.shown, !node.hidden, let outer = node.outer else { return nil }
        let drawnOuter = node.drawn ?? outer
        let dx = drawnOuter.minX - outer.minX
        let dy = drawnOuter.minY - outer.minY
        let base = node.frame ?? outer
        return Element(
            path: node.path, id: node.id, type: node.type, category: NodeCategory(type: node.type),
            outer: drawnOuter,
            frame: Rect(x: base.minX + dx, y: base.minY + dy, width: base.width, height: base.height),
            lines: node.text?.lines ?? [], truncated: node.text?.truncated ?? false,
            overflows: !contains(container, drawnOuter)
        )
    }

    private static func drawable(_ length: Double?, otherwise fallback: Double) -> Double {
        guard let length, length.isFinite else { return fallback }
        return length
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - overflowTolerance && inner.minY >= outer.minY - overflowTolerance
            && inner.maxX <= outer.maxX + overflowTolerance && inner.maxY <= outer.maxY + overflowTolerance
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
