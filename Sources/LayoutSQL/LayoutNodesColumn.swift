import LayoutEngine
import LayoutStorage

/// The columns of the `layout_nodes` table-valued function, in declaration order: one row per
/// node of a stored result, in the result's node order (depth-first pre-order).
enum LayoutNodesColumn: Int, CaseIterable {
    case nodeIndex, path, id, type
    case x, y, width, height
    case outerX, outerY, outerWidth, outerHeight
    case lines, lineCount, truncated

    /// The column's SQL name.
    var name: String {
        switch self {
        case .nodeIndex: "node_index"
        case .path: "path"
        case .id: "id"
        case .type: "type"
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        case .outerX: "outer_x"
        case .outerY: "outer_y"
        case .outerWidth: "outer_width"
        case .outerHeight: "outer_height"
        case .lines: "lines"
        case .lineCount: "line_count"
        case .truncated: "truncated"
        }
    }

    /// The column as the table declaration names it, with its type.
    var declaration: String {
        switch self {
        case .nodeIndex, .lineCount, .truncated: "\(name) INTEGER"
        case .path, .id, .type, .lines: "\(name) TEXT"
        case .x, .y, .width, .height, .outerX, .outerY, .outerWidth, .outerHeight: "\(name) REAL"
        }
    }

    /// The value of this column for `node`, the node at `index` of its result: the frame's
    /// coordinates, the text's lines as a JSON array, truncation as 0 or 1.
    func value(of node: NodeLayout, at index: Int) -> DatabaseValue {
        switch self {
        case .nodeIndex: .integer(Int64(index))
        case .path: .text(node.path)
        case .id: node.id.map(DatabaseValue.text) ?? .null
        case .type: .text(node.type)
        case .x: Self.real(node.frame?.minX)
        case .y: Self.real(node.frame?.minY)
        case .width: Self.real(node.frame?.width)
        case .height: Self.real(node.frame?.height)
        case .outerX: Self.real(node.outer?.minX)
        case .outerY: Self.real(node.outer?.minY)
        case .outerWidth: Self.real(node.outer?.width)
        case .outerHeight: Self.real(node.outer?.height)
        case .lines: node.text.map { .text(JSONWriter(style: .compact).string(.array($0.lines.map(JSONValue.string)))) } ?? .null
        case .lineCount: node.text.map { .integer(Int64($0.lines.count)) } ?? .null
        case .truncated: node.text.map { .integer($0.truncated ? 1 : 0) } ?? .null
        }
    }

    private static func real(_ value: Double?) -> DatabaseValue {
        value.map(DatabaseValue.real) ?? .null
    }
}
