/// The families of node types the pictures colour alike, with their colour and legend name.
enum NodeCategory: String, CaseIterable, Sendable {
    case text, image, shape, spacer, stack, container

    /// The category of a view-tree `type` (`docs/view-tree.md`, Nodes).
    init(type: String) {
        switch type {
        case "text": self = .text
        case "image": self = .image
        case "color", "rectangle", "roundedRectangle", "capsule", "ellipse", "circle": self = .shape
        case "spacer": self = .spacer
        case "hstack", "vstack", "zstack": self = .stack
        default: self = .container
        }
    }

    /// The fill and stroke colour of the category.
    var colour: String {
        switch self {
        case .text: return "#2f6fd6"
        case .image: return "#2a9d4b"
        case .shape: return "#8e5bd0"
        case .spacer: return "#9a9a9a"
        case .stack: return "#d08a1f"
        case .container: return "#1f9fa8"
        }
    }

    /// The legend's name for the category.
    var legendName: String {
        switch self {
        case .text: return "text"
        case .image: return "image"
        case .shape: return "shape / color"
        case .spacer: return "spacer"
        case .stack: return "stack"
        case .container: return "layout container"
        }
    }
}
