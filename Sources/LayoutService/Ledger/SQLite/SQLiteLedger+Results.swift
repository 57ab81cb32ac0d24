import Foundation
import LayoutStorage

/// Layout results and which tree each scenario's template made (`results`, `scenario_trees`).
extension SQLiteLedger {
    private static let columns = """
        engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
        overflowing_nodes, chosen_branch
        """

    /// Stores a result unless one with its key exists; true when it was written. Constraint
    /// failures other than the key (a negative or infinite size) throw.
    ///
    /// The batch writer's row: inside ``writePage(_:)`` it is held back and written with the
    /// page's others, many per statement (true: whether it was new is known only then), and its
    /// engine, tree and proposal are noted for the page's check instead of being looked up by
    /// SQLite for this row. Outside a page it is written at once.
    @discardableResult
    public func insertResult(_ result: ResultEntry) throws(DatabaseError) -> Bool {
        let row = HeldResult(result, blobsIn: &heldResults)
        heldResults.append(row)
        guard holdsRows else {
            try write(&heldResults, statements: &resultInserts)
            return db.changes > 0
        }
        pageReferences?.note((result.engineID, .resultEngine), (result.treeID, .resultTree), (result.proposalID, .resultProposal))
        if heldResults.count >= MultiRowInsert.chunk { try write(&heldResults, statements: &resultInserts) }
        return true
    }

    private static let keyCondition = "WHERE engine_id = ? AND tree_id = ? AND proposal_id = ?"
    private static let selectByKeySQL = "SELECT \(columns) FROM results \(keyCondition)"
    private static let selectFramesByKeySQL = "SELECT width, height, frames FROM results \(keyCondition)"

    /// The result with key (engine, tree, proposal), if computed.
    public func result(engineID: Int64, treeID: Int64, proposalID: Int64) throws(DatabaseError) -> ResultEntry? {
        try row(Self.selectByKeySQL, engineID: engineID, treeID: treeID, proposalID: proposalID, Self.result)
    }

    /// The size and packed frames of the result with key (engine, tree, proposal), if computed.
    /// Every database hit comes here: its own statement, which binds all three parameters each
    /// time, so it needs neither the statement cache's look-up nor its clearing of bindings.
    public func resultFrames(engineID: Int64, treeID: Int64, proposalID: Int64) throws(DatabaseError) -> ResultFrames? {
        let statement = try held(&resultFramesStatement, sql: Self.selectFramesByKeySQL)
        return try row(statement, engineID: engineID, treeID: treeID, proposalID: proposalID) { row throws(DatabaseError) in
            ResultFrames(width: try row.requiredDouble(at: 0), height: try row.requiredDouble(at: 1), frames: try row.requiredBytes(at: 2))
        }
    }

    /// The row `sql` (a select of `results` by key) finds for the key, read by `read`; nil when none.
    private func row<Value>(
        _ sql: String, engineID: Int64, treeID: Int64, proposalID: Int64, _ read: (Statement) throws(DatabaseError) -> Value
    ) throws(DatabaseError) -> Value? {
        try row(try db.cachedStatement(sql: sql), engineID: engineID, treeID: treeID, proposalID: proposalID, read)
    }

    /// The row `statement` (a select of `results` by key, reset) finds for the key, read by
    /// `read`; nil when none. The statement is reset afterwards.
    private func row<Value>(
        _ statement: Statement, engineID: Int64, treeID: Int64, proposalID: Int64, _ read: (Statement) throws(DatabaseError) -> Value
    ) throws(DatabaseError) -> Value? {
        try writeHeldRows()
        statement.bind(engineID, at: 1)
        statement.bind(treeID, at: 2)
        statement.bind(proposalID, at: 3)
        defer { statement.reset() }
        return try statement.step() ? try read(statement) : nil
    }

    /// The tree a scenario's template made under an engine, if recorded.
    public func scenarioTree(engineID: Int64, revisionID: Int64, variant: String) throws(DatabaseError) -> Int64? {
        let statement = try db.cachedStatement(sql: """
            SELECT tree_id FROM scenario_trees WHERE engine_id = ? AND revision_id = ? AND variant = ?
            """)
        statement.bind(engineID, at: 1)
        statement.bind(revisionID, at: 2)
        statement.bind(variant, at: 3)
        defer { statement.reset() }
        return try statement.step() ? try statement.requiredInt64(at: 0) : nil
    }

    /// Records the tree a scenario's template made under an engine (once).
    public func recordScenarioTree(engineID: Int64, revisionID: Int64, variant: String, treeID: Int64) throws(DatabaseError) {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO scenario_trees (engine_id, revision_id, variant, tree_id) VALUES (?, ?, ?, ?)
            ON CONFLICT (engine_id, revision_id, variant) DO NOTHING
            """)
        statement.bind(engineID, at: 1)
        statement.bind(revisionID, at: 2)
        statement.bind(variant, at: 3)
        statement.bind(treeID, at: 4)
        try statement.execute()
        pageReferences?.note((engineID, .scenarioTreeEngine), (revisionID, .scenarioTreeRevision), (treeID, .scenarioTreeTree))
    }

    /// The results an engine holds for the scenarios of revisions in `revisions`: one range read
    /// per batch page instead of a point lookup per scenario.
    public func scenarioResults(engineID: Int64, revisions: ClosedRange<Int64>) throws(DatabaseError) -> [ScenarioResultKey] {
        try writeHeldRows()
        let statement = try db.cachedStatement(sql: """
            SELECT s.revision_id, s.variant, r.proposal_id, s.tree_id, r.result_hash, p.size_category
            FROM scenario_trees s JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
            JOIN proposals p ON p.id = r.proposal_id
            WHERE s.engine_id = ? AND s.revision_id BETWEEN ? AND ?
            """)
        statement.bind(engineID, at: 1)
        statement.bind(revisions.lowerBound, at: 2)
        statement.bind(revisions.upperBound, at: 3)
        var keys: [ScenarioResultKey] = []
        try statement.forEachRow { row throws(DatabaseError) in
            keys.append(try Self.scenarioResultKey(row))
        }
        return keys
    }

    /// The results an engine holds for the scenarios of revisions in `revisions`, with their
    /// trees' hashes, sizes and packed frames: what a batch page compares its new results with.
    public func comparedResults(engineID: Int64, revisions: ClosedRange<Int64>) throws(DatabaseError) -> [ComparedResult] {
        try writeHeldRows()
        let statement = try db.cachedStatement(sql: """
            SELECT s.revision_id, s.variant, r.proposal_id, s.tree_id, r.result_hash, p.size_category, t.hash, r.width, r.height, r.frames
            FROM scenario_trees s JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
            JOIN proposals p ON p.id = r.proposal_id JOIN trees t ON t.id = s.tree_id
            WHERE s.engine_id = ? AND s.revision_id BETWEEN ? AND ?
            """)
        statement.bind(engineID, at: 1)
        statement.bind(revisions.lowerBound, at: 2)
        statement.bind(revisions.upperBound, at: 3)
        var compared: [ComparedResult] = []
        try statement.forEachRow { row throws(DatabaseError) in
            compared.append(ComparedResult(
                key: try Self.scenarioResultKey(row),
                treeHash: try row.requiredString(at: 6),
                frames: ResultFrames(width: try row.requiredDouble(at: 7), height: try row.requiredDouble(at: 8), frames: try row.requiredBytes(at: 9))
            ))
        }
        return compared
    }

    /// The scenario result key a page's read starts its row with: revision, variant, proposal,
    /// tree, result hash and size category, in that order.
    private static func scenarioResultKey(_ row: Statement) throws(DatabaseError) -> ScenarioResultKey {
        ScenarioResultKey(
            revisionID: try row.requiredInt64(at: 0), variant: try row.requiredString(at: 1), proposalID: try row.requiredInt64(at: 2),
            sizeCategory: try Self.sizeCategory(try row.requiredString(at: 5)),
            treeID: try row.requiredInt64(at: 3), resultHash: try row.requiredBytes(at: 4)
        )
    }

    private static func result(_ row: Statement) throws(DatabaseError) -> ResultEntry {
        ResultEntry(
            engineID: try row.requiredInt64(at: 0), treeID: try row.requiredInt64(at: 1), proposalID: try row.requiredInt64(at: 2),
            width: try row.requiredDouble(at: 3), height: try row.requiredDouble(at: 4),
            resultHash: try row.requiredBytes(at: 5), frames: try row.requiredBytes(at: 6),
            flowRows: row.optionalInt(at: 7), truncatedTexts: try row.requiredInt(at: 8),
            overflowingNodes: try row.requiredInt(at: 9), chosenBranch: row.optionalInt(at: 10)
        )
    }
}
