import LayoutEngine

/// The view kind of every node of a tree by the path the engine gives it: children by index
/// (`0/2`), a geometry reader's child as `child`, overlay and background contents as
/// `overlay` and `background` (the first one when a node has several).
struct TreeKinds {
    private(set) var kinds: [String: ViewKind] = [:]

    init(_ root: ViewNode) {
        visit(root, path: "0")
    }

    subscript(path: String) -> ViewKind? { kinds[path] }

    private mutating func visit(_ node: ViewNode, path: String) {
        if kinds[path] == nil { kinds[path] = node.kind }
        for (index, child) in node.children.enumerated() {
            visit(child, path: path + "/" + (node.kind == .geometryReader ? "child" : String(index)))
        }
        for modifier in node.modifiers {
            switch modifier {
            case .overlay(_, let content), .background(_, let content): visit(content, path: path + "/" + modifier.name)
            default: break
            }
        }
    }
}
