import LayoutEngine

/// How a node looks beyond its frames, from its view-tree kind (or only its type without a
/// tree).
enum NodeAppearance: Hashable {
    case text(TextAppearance)
    case image
    case shape(ShapeKind, role: ShapeRole)
    /// Spacers and layout containers: they draw nothing of their own.
    case layout

    /// Where a shape sits: as a node's background or overlay, or as a view of its own.
    enum ShapeRole: Hashable {
        case background, overlay, standalone

        /// The role of the node at `path` (`…/background`, `…/overlay`, anything else).
        init(path: String) {
            if path.hasSuffix("/background") {
                self = .background
            } else if path.hasSuffix("/overlay") {
                self = .overlay
            } else {
                self = .standalone
            }
        }
    }

    /// The appearance of a node of `kind` at `path`, text sized for `sizeCategory`.
    init(kind: ViewKind, path: String, textScale: Double, sizeCategory: ContentSizeCategory) {
        switch kind {
        case .text(_, let font, _): self = .text(TextAppearance(font: font, textScale: textScale, sizeCategory: sizeCategory))
        case .image: self = .image
        case .shape(let shape): self = .shape(shape, role: ShapeRole(path: path))
        default: self = .layout
        }
    }

    /// The appearance a node has without a tree: shapes by type (a rounded rectangle's corner
    /// a quarter of its smaller side, at most 8 pt), text sizes estimated from the frame.
    init(node: NodeLayout, frame: Rect) {
        let role = ShapeRole(path: node.path)
        switch node.type {
        case "text": self = .text(TextAppearance(estimatedFrom: frame, lineCount: node.text?.lines.count ?? 1))
        case "image": self = .image
        case "color": self = .shape(.color, role: role)
        case "rectangle": self = .shape(.rectangle, role: role)
        case "roundedRectangle":
            self = .shape(.roundedRectangle(cornerRadius: min(8, min(frame.width, frame.height) / 4)), role: role)
        case "capsule": self = .shape(.capsule, role: role)
        case "ellipse": self = .shape(.ellipse, role: role)
        case "circle": self = .shape(.circle, role: role)
        default: self = .layout
        }
    }

    /// The text font, for text nodes.
    var text: TextAppearance? {
        if case .text(let text) = self { text } else { nil }
    }
}
