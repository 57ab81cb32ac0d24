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

    /// Stores a tree and its shape and returns its id: the nodes written together, many per
    /// statement (``HeldTreeNode``). Inside ``writePage(_:)`` they are held back with the page's
    /// other rows and written with the nodes of the page's other new trees, ``MultiRowInsert/chunk``
    /// per statement, instead of a few statements per tree.
    public func insertTree(hash: String, nodes: [TreeNode]) throws(DatabaseError) -> Int64 {
        let tree = try db.cachedStatement(sql: Self.insertTreeSQL)
        tree.bind(hash, at: 1)
        tree.bind(nodes.count, at: 2)
        try tree.execute()
        let treeID = db.lastInsertRowID
        pageReferences?.note(treeID, .treeNodeTree)
        guard holdsRows else {
            var rows = HeldRows<HeldTreeNode>()
            for (index, node) in nodes.enumerated() { rows.append(HeldTreeNode(treeID: treeID, index: index, node: node)) }
            try write(&rows, statements: &treeNodeInserts)
            return treeID
        }
        for (index, node) in nodes.enumerated() {
            heldTreeNodes.append(HeldTreeNode(treeID: treeID, index: index, node: node))
            if heldTreeNodes.count >= MultiRowInsert.chunk { try write(&heldTreeNodes, statements: &treeNodeInserts) }
        }
        return treeID
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
