import Foundation
import LayoutPostgres
import LayoutStorage

/// Layout results and which tree each scenario's template made (`results`, `scenario_trees`).
extension PostgresLedger {
    static let resultColumns = """
        engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
        overflowing_nodes, chosen_branch
        """

    static let insertResultSQL = """
        INSERT INTO results (\(resultColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
        ON CONFLICT (engine_id, tree_id, proposal_id) DO NOTHING
        """

    /// Stores a result unless one with its key exists; true when it was written. Constraint
    /// failures other than the key (a negative or infinite size) throw. Inside
    /// ``deferringInserts(_:)`` the row is held back and sent with the others (true: whether it
    /// was new is known only then).
    @discardableResult
    public func insertResult(_ result: ResultEntry) throws(PostgresError) -> Bool {
        let row: [DatabaseValue] = [
            .integer(result.engineID), .integer(result.treeID), .integer(result.proposalID), .real(result.width),
            .real(result.height), .blob(Data(result.resultHash)), .blob(Data(result.frames)),
            result.flowRows.map(Int64.init).databaseValue, .integer(Int64(result.truncatedTexts)),
            .integer(Int64(result.overflowingNodes)), result.chosenBranch.map(Int64.init).databaseValue,
        ]
        if heldInserts != nil {
            heldInserts?.results.append(row)
            heldInserts?.resultKeys.insert(ResultKey(engineID: result.engineID, treeID: result.treeID, proposalID: result.proposalID))
            return true
        }
        return try execute(Self.insertResultSQL, row) > 0
    }

    /// The result with key (engine, tree, proposal), if computed.
    public func result(engineID: Int64, treeID: Int64, proposalID: Int64) throws(PostgresError) -> ResultEntry? {
        try resultRow(
            "SELECT \(Self.resultColumns) FROM results WHERE engine_id = $1 AND tree_id = $2 AND proposal_id = $3",
            ResultKey(engineID: engineID, treeID: treeID, proposalID: proposalID)
        ).map(Self.result)
    }

    /// The size and packed frames of the result with key (engine, tree, proposal), if computed:
    /// what a cached lookup reads.
    public func resultFrames(engineID: Int64, treeID: Int64, proposalID: Int64) throws(PostgresError) -> ResultFrames? {
        try resultRow(
            "SELECT width, height, frames FROM results WHERE engine_id = $1 AND tree_id = $2 AND proposal_id = $3",
            ResultKey(engineID: engineID, treeID: treeID, proposalID: proposalID)
        ).map { row throws(PostgresError) in
            ResultFrames(
                width: try row.value(named: "width"), height: try row.value(named: "height"),
                frames: [UInt8](try row.value(Data.self, named: "frames"))
            )
        }
    }

    /// The row of `sql` for the result with `key` (its three arguments): the held inserts are
    /// sent first only when one of them is that result, so a page comparing with another
    /// engine's results keeps its rows held.
    private func resultRow(_ sql: String, _ key: ResultKey) throws(PostgresError) -> Row? {
        if heldInserts?.resultKeys.contains(key) == true { try sendHeldInserts() }
        return try connection.fetchOne(sql: sql, arguments: [.integer(key.engineID), .integer(key.treeID), .integer(key.proposalID)])
    }

    /// The tree a scenario's template made under an engine, if recorded.
    public func scenarioTree(engineID: Int64, revisionID: Int64, variant: String) throws(PostgresError) -> Int64? {
        try sendHeldInserts()
        return try connection.fetchValue(
            Int64.self, sql: "SELECT tree_id FROM scenario_trees WHERE engine_id = $1 AND revision_id = $2 AND variant = $3",
            arguments: [.integer(engineID), .integer(revisionID), .text(variant)]
        )
    }

    static let recordScenarioTreeSQL = """
        INSERT INTO scenario_trees (engine_id, revision_id, variant, tree_id) VALUES ($1, $2, $3, $4)
        ON CONFLICT (engine_id, revision_id, variant) DO NOTHING
        """

    /// Records the tree a scenario's template made under an engine (once); inside
    /// ``deferringInserts(_:)`` held back and sent with the page's other rows.
    public func recordScenarioTree(engineID: Int64, revisionID: Int64, variant: String, treeID: Int64) throws(PostgresError) {
        let row: [DatabaseValue] = [.integer(engineID), .integer(revisionID), .text(variant), .integer(treeID)]
        if heldInserts != nil {
            heldInserts?.scenarioTrees.append(row)
            return
        }
        try execute(Self.recordScenarioTreeSQL, row)
    }

    /// The results an engine holds for the scenarios of revisions in `revisions`: one range read
    /// per batch page instead of a point lookup per scenario.
    public func scenarioResults(engineID: Int64, revisions: ClosedRange<Int64>) throws(PostgresError) -> [ScenarioResultKey] {
        try rows("""
            SELECT s.revision_id, s.variant, r.proposal_id, s.tree_id, r.result_hash, p.size_category
            FROM scenario_trees s JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
            JOIN proposals p ON p.id = r.proposal_id
            WHERE s.engine_id = $1 AND s.revision_id BETWEEN $2 AND $3
            """, [.integer(engineID), .integer(revisions.lowerBound), .integer(revisions.upperBound)]).map(Self.scenarioResultKey)
    }

    /// The results an engine holds for the scenarios of revisions in `revisions`, with their
    /// trees' hashes and packed frames: what a batch page compares its new results with.
    public func comparedResults(engineID: Int64, revisions: ClosedRange<Int64>) throws(PostgresError) -> [ComparedResult] {
        try rows("""
            SELECT s.revision_id, s.variant, r.proposal_id, s.tree_id, r.result_hash, p.size_category, t.hash, r.frames
            FROM scenario_trees s JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
            JOIN proposals p ON p.id = r.proposal_id JOIN trees t ON t.id = s.tree_id
            WHERE s.engine_id = $1 AND s.revision_id BETWEEN $2 AND $3
            """, [.integer(engineID), .integer(revisions.lowerBound), .integer(revisions.upperBound)]).map { row throws(PostgresError) in
            ComparedResult(
                key: try Self.scenarioResultKey(row),
                treeHash: try row.value(named: "hash"),
                frames: [UInt8](try row.value(Data.self, named: "frames"))
            )
        }
    }

    /// The scenario result key of a page's read: its revision, variant, proposal, tree, result
    /// hash and size category columns.
    static func scenarioResultKey(_ row: Row) throws(PostgresError) -> ScenarioResultKey {
        ScenarioResultKey(
            revisionID: try row.value(named: "revision_id"), variant: try row.value(named: "variant"),
            proposalID: try row.value(named: "proposal_id"),
            sizeCategory: try Self.sizeCategory(try row.value(named: "size_category")), treeID: try row.value(named: "tree_id"),
            resultHash: [UInt8](try row.value(Data.self, named: "result_hash"))
        )
    }

    static func result(_ row: Row) throws(PostgresError) -> ResultEntry {
        ResultEntry(
            engineID: try row.value(named: "engine_id"), treeID: try row.value(named: "tree_id"),
            proposalID: try row.value(named: "proposal_id"), width: try row.value(named: "width"), height: try row.value(named: "height"),
            resultHash: [UInt8](try row.value(Data.self, named: "result_hash")), frames: [UInt8](try row.value(Data.self, named: "frames")),
            flowRows: try row.value(named: "flow_rows"), truncatedTexts: try row.value(named: "truncated_texts"),
            overflowingNodes: try row.value(named: "overflowing_nodes"), chosenBranch: try row.value(named: "chosen_branch")
        )
    }
}
