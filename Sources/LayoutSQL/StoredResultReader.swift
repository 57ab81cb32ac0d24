import Foundation
import LayoutService
import LayoutStorage

/// Reads a stored result's frames and its tree's shape (paths, ids, types and texts from
/// `tree_nodes`) on the connection a table-valued function is called on.
enum StoredResultReader {
    static let framesSQL = "SELECT frames FROM results WHERE engine_id = ?1 AND tree_id = ?2 AND proposal_id = ?3"
    static let shapeSQL = "SELECT path, node_id, type, text FROM tree_nodes WHERE tree_id = ? ORDER BY node_index"

    /// The packed frames of the result with this key; nil when the store has no such result.
    static func frames(of key: ResultKey, on connection: TableFunctionConnection) throws(DatabaseError) -> [UInt8]? {
        let rows = try connection.fetchAll(sql: framesSQL, arguments: [.integer(key.engineID), .integer(key.treeID), .integer(key.proposalID)])
        return try rows.first.map { row throws(DatabaseError) in Array(try row.decode(Data.self, at: 0)) }
    }

    /// The shape of tree `treeID`; no nodes when the store has no such tree.
    static func shape(of treeID: Int64, on connection: TableFunctionConnection) throws(DatabaseError) -> TreeShape {
        var nodes: [TreeShape.Node] = []
        for row in try connection.fetchAll(sql: shapeSQL, arguments: [.integer(treeID)]) {
            nodes.append(StoredTreeNode(
                path: try row.decode(String.self, at: 0), id: try row.decode(String?.self, at: 1),
                type: try row.decode(String.self, at: 2), text: try row.decode(String?.self, at: 3)
            ))
        }
        return TreeShape(nodes: nodes)
    }
}
