import LayoutPostgres
import LayoutStorage

/// View-tree identities and their shapes, stored once per tree hash (`trees`, `tree_nodes`).
extension PostgresLedger {
    /// The id of the tree with `hash`, if stored.
    public func treeID(hash: String) throws(PostgresError) -> Int64? {
        try connection.fetchValue(Int64.self, sql: "SELECT id FROM trees WHERE hash = $1", arguments: [.text(hash)])
    }

    /// Stores a tree and its shape and returns its id; a tree another writer stored meanwhile
    /// is that one (its shape is the same: the hash is of the tree).
    public func insertTree(hash: String, nodes: [TreeNode]) throws(PostgresError) -> Int64 {
        guard connection.isInTransaction else {
            // A tree and its nodes are written together, also when no transaction is open.
            do {
                return try connection.write { _ in try insertTree(hash: hash, nodes: nodes) }
            } catch let error as PostgresError {
                throw error
            } catch {
                preconditionFailure("inserting a tree throws only PostgresError, not \(error)")
            }
        }
        let inserted = try connection.fetchValue(
            Int64.self, sql: "INSERT INTO trees (hash, node_count) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING RETURNING id",
            arguments: [.text(hash), .integer(Int64(nodes.count))]
        )
        guard let treeID = inserted else {
            guard let existing = try treeID(hash: hash) else {
                throw PostgresError(kind: .unexpectedValue, message: "tree \(hash) conflicts but cannot be read")
            }
            return existing
        }
        // One round trip per chunk of nodes (libpq's pipeline), not one per node.
        try connection.executeBatch(
            sql: "INSERT INTO tree_nodes (tree_id, node_index, path, node_id, type, text) VALUES ($1, $2, $3, $4, $5, $6)",
            arguments: nodes.enumerated().map { index, node in
                [.integer(treeID), .integer(Int64(index)), .text(node.path), node.id.databaseValue, .text(node.type), node.text.databaseValue]
            }
        )
        return treeID
    }

    /// A stored tree's nodes in pre-order (written at once, never held back: reading them sends
    /// no held inserts).
    public func nodes(treeID: Int64) throws(PostgresError) -> [TreeNode] {
        try connection.fetchAll(
            sql: "SELECT path, node_id, type, text FROM tree_nodes WHERE tree_id = $1 ORDER BY node_index", arguments: [.integer(treeID)]
        ).map { row throws(PostgresError) in
            TreeNode(
                path: try row.value(named: "path"), id: try row.value(named: "node_id"), type: try row.value(named: "type"),
                text: try row.value(named: "text")
            )
        }
    }
}
