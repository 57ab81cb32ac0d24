import LayoutEngine

/// One cell of a `layout_nodes` row.
enum LayoutNodeValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// The value of `column` for `node`, the node at `index` of its result.
    init(_ column: LayoutNodesColumn, of node: NodeLayout, at index: Int) {
        switch column {
        case .nodeIndex: self = .integer(Int64(index))
        case .path: self = .text(node.path)
        case .id: self = node.id.map(Self.text) ?? .null
        case .type: self = .text(node.type)
        case .x: self = Self.real(node.frame?.minX)
        case .y: self = Self.real(node.frame?.minY)
        case .width: self = Self.real(node.frame?.width)
        case .height: self = Self.real(node.frame?.height)
        case .outerX: self = Self.real(node.outer?.minX)
        case .outerY: self = Self.real(node.outer?.minY)
        case .outerWidth: self = Self.real(node.outer?.width)
        case .outerHeight: self = Self.real(node.outer?.height)
        case .lines:
            self = node.text.map { .text(JSONWriter(style: .compact).string(.array($0.lines.map(JSONValue.string)))) } ?? .null
        case .lineCount: self = node.text.map { .integer(Int64($0.lines.count)) } ?? .null
        case .truncated: self = node.text.map { .integer($0.truncated ? 1 : 0) } ?? .null
        case .engineID, .treeID, .proposalID: self = .null
        }
    }

    private static func real(_ value: Double?) -> LayoutNodeValue {
        value.map(LayoutNodeValue.real) ?? .null
    }
}
