import LayoutEngine

/// What every picture of a result shows: the container's bounds and each drawn node with its
/// appearance and the facts the renderers mark (truncated text, overflow), in paint order.
///
/// Paint order is SwiftUI's: a node's background contents, then the node, its children, and
/// last its overlay contents (the result lists backgrounds and overlays after the children).
struct LayoutPicture {
    /// One drawn node: where it is drawn (offsets applied), how it looks and what to mark on it.
    struct Element {
        var path: String
        var id: String?
        var type: String
        var category: NodeCategory
        var appearance: NodeAppearance
        /// The outer frame as drawn (its `drawn` frame when an offset moved it).
        var outer: Rect
        /// The base frame moved by the same offset as the outer frame.
        var frame: Rect
        var lines: [String]
        var truncated: Bool
        /// `LayoutResult.overflows`: the one definition of overflow.
        var overflows: Bool
    }

    /// The rectangle the root was placed in: (0, 0) and the root's size.
    var container: Rect
    /// The proposal drawn as a rectangle: nil and infinite dimensions shown at the size's.
    var proposal: Rect
    var proposalSize: ProposedSize
    var elements: [Element]
    /// The union of the container, the proposal and every element's outer and base frame.
    var bounds: Rect

    init(_ result: LayoutResult) {
        self.init(LayoutScene(result: result))
    }

    init(_ scene: LayoutScene) {
        let result = scene.result
        container = Rect(origin: .zero, size: result.size)
        proposalSize = result.proposal
        proposal = Rect(
            x: 0, y: 0,
            width: Self.drawable(result.proposal.width, otherwise: result.size.width),
            height: Self.drawable(result.proposal.height, otherwise: result.size.height)
        )
        let kinds = scene.tree.map(TreeKinds.init)
        let drawn = result.nodes.compactMap { node in
            Self.element(for: node, kinds: kinds, scene: scene, overflows: result.overflows(node))
        }
        elements = Self.paintOrder(drawn)
        bounds = elements.reduce(container.union(proposal)) { $0.union($1.outer).union($1.frame) }
    }

    /// The categories present, in legend order.
    var categories: [NodeCategory] {
        let present = Set(elements.map(\.category))
        return NodeCategory.allCases.filter(present.contains)
    }

    private static func element(for node: NodeLayout, kinds: TreeKinds?, scene: LayoutScene, overflows: Bool) -> Element? {
        guard let drawnOuter = node.drawnFrame, let outer = node.outer else { return nil }
        let dx = drawnOuter.minX - outer.minX
        let dy = drawnOuter.minY - outer.minY
        let base = node.frame ?? outer
        let frame = Rect(x: base.minX + dx, y: base.minY + dy, width: base.width, height: base.height)
        let appearance = kinds?[node.path].map {
            NodeAppearance(kind: $0, path: node.path, textScale: scene.textScale, sizeCategory: scene.sizeCategory)
        }
            ?? NodeAppearance(node: node, frame: frame)
        return Element(
            path: node.path, id: node.id, type: node.type, category: NodeCategory(type: node.type), appearance: appearance,
            outer: drawnOuter, frame: frame,
            lines: node.text?.lines ?? [], truncated: node.text?.truncated ?? false, overflows: overflows
        )
    }

    /// `elements` (pre-order) reordered so backgrounds come before their node and overlays after its children.
    private static func paintOrder(_ elements: [Element]) -> [Element] {
        var children: [String: [Int]] = [:]
        var roots: [Int] = []
        let paths = Set(elements.map(\.path))
        for (index, element) in elements.enumerated() {
            if let parent = parentPath(of: element.path), paths.contains(parent) {
                children[parent, default: []].append(index)
            } else {
                roots.append(index)
            }
        }
        var ordered: [Element] = []
        ordered.reserveCapacity(elements.count)
        func paint(_ index: Int) {
            let element = elements[index]
            let below = children[element.path] ?? []
            for child in below where elements[child].path.hasSuffix("/background") { paint(child) }
            ordered.append(element)
            for child in below where !elements[child].path.hasSuffix("/background") && !elements[child].path.hasSuffix("/overlay") {
                paint(child)
            }
            for child in below where elements[child].path.hasSuffix("/overlay") { paint(child) }
        }
        roots.forEach(paint)
        return ordered
    }

    private static func parentPath(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func drawable(_ length: Double?, otherwise fallback: Double) -> Double {
        guard let length, length.isFinite else { return fallback }
        return length
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = min(self.minX, other.minX)
        let minY = min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}
