import LayoutStorage

/// Whole-table reads of the content-addressed rows (`trees`, `results`, `scenario_trees`), as
/// an export walks them; the repositories of those tables serve point lookups and the batch.
extension SQLiteLedger {
    /// Every tree, by id.
    public func trees() throws(DatabaseError) -> [TreeEntry] {
        let statement = try db.cachedStatement(sql: "SELECT id, hash FROM trees ORDER BY id")
        var trees: [TreeEntry] = []
        try statement.forEachRow { row throws(DatabaseError) in trees.append(TreeEntry(id: try row.requiredInt64(at: 0), hash: try row.requiredString(at: 1))) }
        return trees
    }

    /// Every result, in key order.
    public func allResults() throws(DatabaseError) -> [ResultEntry] {
        let statement = try db.cachedStatement(sql: """
            SELECT engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
                   overflowing_nodes, chosen_branch
            FROM results ORDER BY engine_id, tree_id, proposal_id
            """)
        var results: [ResultEntry] = []
        try statement.forEachRow { row throws(DatabaseError) in
            results.append(ResultEntry(
                engineID: try row.requiredInt64(at: 0), treeID: try row.requiredInt64(at: 1), proposalID: try row.requiredInt64(at: 2),
                width: try row.requiredDouble(at: 3), height: try row.requiredDouble(at: 4),
                resultHash: try row.requiredBytes(at: 5), frames: try row.requiredBytes(at: 6),
                flowRows: row.optionalInt(at: 7), truncatedTexts: try row.requiredInt(at: 8),
                overflowingNodes: try row.requiredInt(at: 9), chosenBranch: row.optionalInt(at: 10)
            ))
        }
        return results
    }

    /// Every scenario's tree, in key order.
    public func scenarioTrees() throws(DatabaseError) -> [ScenarioTree] {
        let statement = try db.cachedStatement(sql: """
            SELECT engine_id, revision_id, variant, tree_id FROM scenario_trees ORDER BY engine_id, revision_id, variant
            """)
        var trees: [ScenarioTree] = []
        try statement.forEachRow { row throws(DatabaseError) in
            trees.append(ScenarioTree(
                engineID: try row.requiredInt64(at: 0), revisionID: try row.requiredInt64(at: 1), variant: try row.requiredString(at: 2), treeID: try row.requiredInt64(at: 3)
            ))
        }
        return trees
    }
}
