import CSQLite
import LayoutService
import LayoutStorage

/// Reads a tree's shape (its nodes' paths, ids, types and texts from `tree_nodes`) on a raw
/// connection: the one a table-valued function is called on, inside the query calling it.
enum StoredShapeReader {
    static let sql = "SELECT path, node_id, type, text FROM tree_nodes WHERE tree_id = ? ORDER BY node_index"

    /// The shape of tree `treeID`; empty when the store has no such tree.
    static func shape(of treeID: Int64, on connection: OpaquePointer) throws(LayoutNodesError) -> TreeShape {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw .database("reading tree \(treeID)'s nodes: \(String(cString: sqlite3_errmsg(connection)))")
        }
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_int64(statement, 1, treeID)
        var nodes: [TreeShape.Node] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw .database("reading tree \(treeID)'s nodes: \(String(cString: sqlite3_errmsg(connection)))")
            }
            nodes.append(StoredTreeNode(
                path: text(statement, 0) ?? "", id: text(statement, 1), type: text(statement, 2) ?? "", text: text(statement, 3)
            ))
        }
        return TreeShape(nodes: nodes)
    }

    private static func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL, let text = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: text)
    }
}
