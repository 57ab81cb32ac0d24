/// Why `layout_nodes` gave no rows: the message SQLite reports for the statement.
enum LayoutNodesError: Error, Equatable {
    /// The arguments are not a result's key (engine, tree and proposal ids).
    case arguments(String)
    /// The result's frames do not unpack against its tree's shape.
    case corrupt(String)
    /// Reading the tree's shape failed.
    case database(String)

    var message: String {
        switch self {
        case .arguments(let detail): "layout_nodes(engine_id, tree_id, proposal_id): \(detail)"
        case .corrupt(let detail): "layout_nodes: \(detail)"
        case .database(let detail): "layout_nodes: \(detail)"
        }
    }
}
