/// Why `layout_nodes` gave no rows: the message SQLite reports for the statement.
enum LayoutNodesError: Error, Equatable {
    /// The arguments are not a tree id and a frames blob.
    case arguments(String)
    /// The frames do not unpack against the tree's shape.
    case corrupt(String)
    /// Reading the tree's shape failed.
    case database(String)

    var message: String {
        switch self {
        case .arguments(let detail): "layout_nodes(tree_id, frames): \(detail)"
        case .corrupt(let detail): "layout_nodes: \(detail)"
        case .database(let detail): "layout_nodes: \(detail)"
        }
    }
}
