import LayoutStorage

/// A node of a tree shape being stored (``SQLiteLedger/insertTree(hash:nodes:)``): a tree's
/// nodes are written together, many per statement.
struct HeldTreeNode: HeldRow {
    static let insert = MultiRowInsert(
        head: "INSERT INTO tree_nodes (tree_id, node_index, path, node_id, type, text) VALUES", columns: 6, tail: ""
    )

    var treeID: Int64
    var index: Int
    var node: TreeNode

    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        statement.bind(treeID, at: first)
        statement.bind(index, at: first + 1)
        statement.bind(node.path, at: first + 2)
        statement.bind(node.id, at: first + 3)
        statement.bind(node.type, at: first + 4)
        statement.bind(node.text, at: first + 5)
    }
}
