import LayoutStorage

/// Whole-table reads of the content-addressed rows (`trees`, `results`, `scenario_trees`), as
/// an export walks them; the repositories of those tables serve point lookups and the batch.
extension SQLiteLedger {
    /// Every tree, by id.
    public func trees() throws(DatabaseError) -> [TreeEntry] {
        let statement = try db.cachedStatement(sql: "SELECT id, hash FROM trees ORDER BY id")
        var trees: [TreeEntry] = []
        try statement.forEachRow { trees.append(TreeEntry(id: $0.int64(at: 0), hash: $0.string(at: 1) ?? "")) }
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
        try statement.forEachRow { row in
            results.append(ResultEntry(
                engineID: row.int64(at: 0), treeID: row.int64(at: 1), proposalID: row.int64(at: 2),
                width: row.double(at: 3), height: row.double(at: 4),
                resultHash: row.data(at: 5).map { [UInt8]($0) } ?? [], frames: row.data(at: 6).map { [UInt8]($0) } ?? [],
                flowRows: row.isNull(at: 7) ? nil : row.int(at: 7), truncatedTexts: row.int(at: 8),
                overflowingNodes: row.int(at: 9), chosenBranch: row.isNull(at: 10) ? nil : row.int(at: 10)
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
        try statement.forEachRow { row in
            trees.append(ScenarioTree(
                engineID: row.int64(at: 0), revisionID: row.int64(at: 1), variant: row.string(at: 2) ?? "", treeID: row.int64(at: 3)
            ))
        }
        return trees
    }
}
