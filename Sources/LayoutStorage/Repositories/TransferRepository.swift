/// A row of `trees` without its nodes.
public struct StoredTree: Hashable, Sendable {
    public var id: Int64
    public var hash: String
}

/// A row of `scenario_trees`: the tree a revision's template made under an engine.
public struct StoredScenarioTree: Hashable, Sendable {
    public var engineID: Int64
    public var revisionID: Int64
    public var variant: String
    public var treeID: Int64
}

/// Whole-table reads of the content-addressed rows (`trees`, `results`, `scenario_trees`), as
/// an export walks them; the repositories of those tables serve point lookups and the batch.
public struct TransferRepository {
    let db: Database

    public init(_ db: Database) {
        self.db = db
    }

    /// Every tree, by id.
    public func trees() throws(DatabaseError) -> [StoredTree] {
        let statement = try db.cachedStatement(sql: "SELECT id, hash FROM trees ORDER BY id")
        var trees: [StoredTree] = []
        try statement.forEachRow { trees.append(StoredTree(id: $0.int64(at: 0), hash: $0.string(at: 1) ?? "")) }
        return trees
    }

    /// Every result, in key order.
    public func results() throws(DatabaseError) -> [StoredResult] {
        let statement = try db.cachedStatement(sql: """
            SELECT engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
                   overflowing_nodes, chosen_branch
            FROM results ORDER BY engine_id, tree_id, proposal_id
            """)
        var results: [StoredResult] = []
        try statement.forEachRow { row in
            results.append(StoredResult(
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
    public func scenarioTrees() throws(DatabaseError) -> [StoredScenarioTree] {
        let statement = try db.cachedStatement(sql: """
            SELECT engine_id, revision_id, variant, tree_id FROM scenario_trees ORDER BY engine_id, revision_id, variant
            """)
        var trees: [StoredScenarioTree] = []
        try statement.forEachRow { row in
            trees.append(StoredScenarioTree(
                engineID: row.int64(at: 0), revisionID: row.int64(at: 1), variant: row.string(at: 2) ?? "", treeID: row.int64(at: 3)
            ))
        }
        return trees
    }
}
