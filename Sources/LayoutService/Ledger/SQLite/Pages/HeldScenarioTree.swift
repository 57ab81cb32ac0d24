import LayoutStorage

/// A row of `scenario_trees` a batch page holds back (``SQLiteLedger/recordScenarioTree(engineID:revisionID:variant:treeID:)``).
struct HeldScenarioTree: HeldRow {
    static let insert = MultiRowInsert(
        head: "INSERT OR FAIL INTO scenario_trees (engine_id, revision_id, variant, tree_id) VALUES",
        columns: 4,
        tail: "ON CONFLICT (engine_id, revision_id, variant) DO NOTHING"
    )

    var engineID: Int64
    var revisionID: Int64
    var variant: String
    var treeID: Int64

    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        statement.bind(engineID, at: first)
        statement.bind(revisionID, at: first + 1)
        statement.bind(variant, at: first + 2)
        statement.bind(treeID, at: first + 3)
    }
}
