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

    /// The shape of the tree `session` laid out last, read off its prepared nodes: the shape
    /// `init(tree:result:)` gives for any result of that layout, without a tree walk per text.
    /// Each node's strings are read in place and copied only into the node kept, which is
    /// built where the array stores it.
    public init(session: LayoutSession) {
        let count = session.resultNodeCount
        nodes = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let first = buffer.baseAddress else { return }
            session.forEachResultNodeIdentity { index, node in
                precondition(index < count)
                (first + index).initialize(to: Node(path: node.path, id: node.id, type: node.type, text: node.text))
            }
            initialized = count
        }
    }

    /// The string of the text node at `path` ("0/2/overlay"), or nil when it is not a text.
    /// Components are read in place (empty ones skipped), each node passed on without a copy.
    static func text(at path: String, in tree: ViewNode) -> String? {
        var rest = path[...]
        guard nextComponent(of: &rest) == "0" else { return nil }
        return text(at: &rest, in: tree)
    }

    private static func text(at rest: inout Substring, in node: ViewNode) -> String? {
        guard let component = nextComponent(of: &rest) else {
            if case .text(let string, _, _) = node.kind { return string }
            return nil
        }
        if let index = childIndex(component) {
            return node.children.indices.contains(index) ? text(at: &rest, in: node.children[index]) : nil
        }
        if component == "child" {
            guard !node.children.isEmpty else { return nil }
            return text(at: &rest, in: node.children[0])
        }
        return modifierContent(named: component, of: node).flatMap { text(at: &rest, in: $0) }
    }

    /// The next non-empty "/"-separated component of `rest`, removed from it; nil at the end.
    private static func nextComponent(of rest: inout Substring) -> Substring? {
        while rest.utf8.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        let end = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        defer { rest = rest[end...] }
        return rest[..<end]
    }

    /// The child index a component names: its digits' value (`Int(_:)` for anything else).
    private static func childIndex(_ component: Substring) -> Int? {
        var value = 0
        for byte in component.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), value < Int.max / 10 - 9 else { return Int(component) }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
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
