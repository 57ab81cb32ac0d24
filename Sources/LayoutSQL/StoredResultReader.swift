import CSQLite
import LayoutService
import LayoutStorage

/// Reads a stored result's frames and its tree's shape (paths, ids, types and texts from
/// `tree_nodes`) on a raw connection: the one a table-valued function is called on, inside the
/// query calling it.
enum StoredResultReader {
    static let framesSQL = "SELECT frames FROM results WHERE engine_id = ?1 AND tree_id = ?2 AND proposal_id = ?3"
    static let shapeSQL = "SELECT path, node_id, type, text FROM tree_nodes WHERE tree_id = ? ORDER BY node_index"

    /// The packed frames of the result with this key; nil when the store has no such result.
    static func frames(of key: ResultKey, on connection: OpaquePointer) throws(LayoutNodesError) -> [UInt8]? {
        var frames: [UInt8]?
        try query(framesSQL, [key.engineID, key.treeID, key.proposalID], on: connection, what: "result \(key)") { statement in
            let count = Int(sqlite3_column_bytes(statement, 0))
            frames = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: sqlite3_column_blob(statement, 0), count: count))
        }
        return frames
    }

    /// The shape of tree `treeID`; no nodes when the store has no such tree.
    static func shape(of treeID: Int64, on connection: OpaquePointer) throws(LayoutNodesError) -> TreeShape {
        var nodes: [TreeShape.Node] = []
        try query(shapeSQL, [treeID], on: connection, what: "tree \(treeID)'s nodes") { statement in
            nodes.append(StoredTreeNode(
                path: text(statement, 0) ?? "", id: text(statement, 1), type: text(statement, 2) ?? "", text: text(statement, 3)
            ))
        }
        return TreeShape(nodes: nodes)
    }

    /// Runs `sql` with integer `arguments`, calling `row` for each row.
    private static func query(
        _ sql: String, _ arguments: [Int64], on connection: OpaquePointer, what: String, row: (OpaquePointer) -> Void
    ) throws(LayoutNodesError) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw .database("reading \(what): \(String(cString: sqlite3_errmsg(connection)))")
        }
        defer { sqlite3_finalize(statement) }
        for (index, argument) in arguments.enumerated() {
            sqlite3_bind_int64(statement, Int32(index + 1), argument)
        }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw .database("reading \(what): \(String(cString: sqlite3_errmsg(connection)))")
            }
            row(statement)
        }
    }

    private static func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL, let text = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: text)
    }
}
