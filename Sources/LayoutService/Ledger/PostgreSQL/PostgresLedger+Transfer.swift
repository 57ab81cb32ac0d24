import LayoutPostgres

/// Whole-table reads of the content-addressed rows (`trees`, `results`, `scenario_trees`), as
/// an export walks them.
extension PostgresLedger {
    /// Every tree, by id.
    public func trees() throws(PostgresError) -> [TreeEntry] {
        try rows("SELECT id, hash FROM trees ORDER BY id").map { row throws(PostgresError) in
            TreeEntry(id: try row.value(named: "id"), hash: try row.value(named: "hash"))
        }
    }

    /// Every result, in key order.
    public func allResults() throws(PostgresError) -> [ResultEntry] {
        try rows("SELECT \(Self.resultColumns) FROM results ORDER BY engine_id, tree_id, proposal_id").map(Self.result)
    }

    /// Every scenario's tree, in key order.
    public func scenarioTrees() throws(PostgresError) -> [ScenarioTree] {
        try rows("""
            SELECT engine_id, revision_id, variant, tree_id FROM scenario_trees ORDER BY engine_id, revision_id, variant COLLATE "C"
            """).map { row throws(PostgresError) in
            ScenarioTree(
                engineID: try row.value(named: "engine_id"), revisionID: try row.value(named: "revision_id"),
                variant: try row.value(named: "variant"), treeID: try row.value(named: "tree_id")
            )
        }
    }
}
