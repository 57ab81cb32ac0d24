import LayoutEngine

/// A tree's nodes in depth-first pre-order, as results list them: stored once per tree hash,
/// so each result only stores frames.
public struct TreeShape: Hashable, Sendable {
    /// One node: its path, optional id, view type, and for text nodes the string it shows (so
    /// a result need not repeat a line equal to it) — the very record the store keeps.
    public typealias Node = TreeNode

    public var nodes: [Node]

    public init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// The shape of `tree` as `result` (a layout of it) lists its nodes.
    public init(tree: ViewNode, result: LayoutResult) {
        nodes = result.nodes.map { node in
            Node(path: node.path, id: node.id, type: node.type, text: node.type == "text" ? Self.text(at: node.path, in: tree) : nil)
        }
    }

    /// The string of the text node at `path` ("0/2/overlay"), or nil when it is not a text.
    static func text(at path: String, in tree: ViewNode) -> String? {
        var components = path.split(separator: "/")[...]
        guard components.popFirst() == "0" else { return nil }
        return text(at: components, in: tree)
    }

    /// The string of the text node at `components` below `node`; each node is passed on in
    /// place (not copied out of its parent).
    private static func text(at components: ArraySlice<Substring>, in node: ViewNode) -> String? {
        guard let component = components.first else {
            if case .text(let string, _, _) = node.kind { return string }
            return nil
        }
        let rest = components.dropFirst()
        if let index = Int(component) {
            return node.children.indices.contains(index) ? text(at: rest, in: node.children[index]) : nil
        }
        if component == "child" { return node.children.first.flatMap { text(at: rest, in: $0) } }
        return modifierContent(named: component, of: node).flatMap { text(at: rest, in: $0) }
    }

    /// The content of `node`'s overlay or background modifier named `component`.
    private static func modifierContent(named component: Substring, of node: ViewNode) -> ViewNode? {
        for modifier in node.modifiers {
            switch modifier {
            case .overlay(_, let content) where component == "overlay": return content
            case .background(_, let content) where component == "background": return content
            default: continue
            }
        }
        return nil
    }
}
