/// The columns of the `layout_nodes` table-valued function, in declaration order: one row per
/// node of a stored result, in the result's node order (depth-first pre-order).
///
/// The last three are hidden: they are the function's arguments, the key of a stored result,
/// `layout_nodes(engine_id, tree_id, proposal_id)`.
enum LayoutNodesColumn: Int32, CaseIterable {
    case nodeIndex, path, id, type
    case x, y, width, height
    case outerX, outerY, outerWidth, outerHeight
    case lines, lineCount, truncated
    case engineID, treeID, proposalID

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
        case .engineID: "engine_id"
        case .treeID: "tree_id"
        case .proposalID: "proposal_id"
        }
    }

    /// The column as the table declaration names it: its type, or HIDDEN for an argument.
    var declaration: String {
        switch self {
        case .nodeIndex, .lineCount, .truncated: "\(name) INTEGER"
        case .path, .id, .type, .lines: "\(name) TEXT"
        case .x, .y, .width, .height, .outerX, .outerY, .outerWidth, .outerHeight: "\(name) REAL"
        case .engineID, .treeID, .proposalID: "\(name) HIDDEN"
        }
    }

    /// The `CREATE TABLE` statement SQLite is given for the function's table.
    static let tableDeclaration = "CREATE TABLE x(" + allCases.map(\.declaration).joined(separator: ", ") + ")"

    /// The arguments, in the order the function takes them.
    static let arguments: [LayoutNodesColumn] = [.engineID, .treeID, .proposalID]
}
