import LayoutStorage

/// View-tree identities and their shapes, stored once per tree hash (`trees`, `tree_nodes`).
extension SQLiteLedger {
    /// The id of the tree with `hash`, if stored.
    public func treeID(hash: String) throws(DatabaseError) -> Int64? {
        let statement = try db.cachedStatement(sql: "SELECT id FROM trees WHERE hash = ?")
        statement.bind(hash, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try statement.requiredInt64(at: 0) : nil
    }

    /// The hash of tree `id`, if stored.
    func treeHash(id: Int64) throws(DatabaseError) -> String? {
        let statement = try db.cachedStatement(sql: "SELECT hash FROM trees WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try statement.requiredString(at: 0) : nil
    }

    private static let insertTreeSQL = "INSERT INTO trees (hash, node_count) VALUES (?, ?)"

    /// Stores a tree and its shape and returns its id: the nodes written together, by one
    /// statement run (``PageRowsInsert``). Inside ``writePage(_:)`` they are held back with the
    /// page's other rows and written with the nodes of the page's other new trees, instead of
    /// by a statement run per tree.
    public func insertTree(hash: String, nodes: [TreeNode]) throws(DatabaseError) -> Int64 {
        let tree = try db.cachedStatement(sql: Self.insertTreeSQL)
        tree.bind(hash, at: 1)
        tree.bind(nodes.count, at: 2)
        try tree.execute()
        let treeID = db.lastInsertRowID
        pageReferences?.note(treeID, .treeNodeTree)
        for index in nodes.indices { heldTreeNodes.append(nodes[index], at: index, of: treeID) }
        if !holdsRows, !heldTreeNodes.isEmpty { try writeHeldTreeNodes() }
        return treeID
    }

    /// Writes every held tree node, in order, in one statement run, and forgets them.
    func writeHeldTreeNodes() throws(DatabaseError) {
        defer { heldTreeNodes.removeAll() }
        try PageRowsInsert.treeNodes.execute(try held(&treeNodeInsert, .treeNodes), heldTreeNodes)
    }

    /// A stored tree's nodes in pre-order.
    public func nodes(treeID: Int64) throws(DatabaseError) -> [TreeNode] {
        try writeHeldRows()
        let statement = try db.cachedStatement(sql: """
            SELECT path, node_id, type, text FROM tree_nodes WHERE tree_id = ? ORDER BY node_index
            """)
        statement.bind(treeID, at: 1)
        var nodes: [TreeNode] = []
        try statement.forEachRow { row throws(DatabaseError) in
            nodes.append(TreeNode(
                path: try row.requiredString(at: 0), id: row.string(at: 1), type: try row.requiredString(at: 2), text: row.string(at: 3)
            ))
        }
        return nodes
    }
}
