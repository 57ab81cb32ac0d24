import Foundation
import LayoutEngine
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
    /// page's others, all in one statement run (``PageRowsInsert``; true: whether it was new is
    /// known only then), and its engine, tree and proposal are noted for the page's check
    /// instead of being looked up by SQLite for this row. Outside a page it is written at once.
    @discardableResult
    public func insertResult(_ result: ResultEntry) throws(DatabaseError) -> Bool {
        heldResults.append(result)
        return try heldResult(engineID: result.engineID, treeID: result.treeID, proposalID: result.proposalID)
    }

    /// Stores `row` as ``insertResult(_:)-(ResultEntry)`` stores its entry, its frames copied
    /// from where they are into the held rows' buffer (no entry is built).
    @discardableResult
    public func insertResult(_ row: PackedResultRow) throws(DatabaseError) -> Bool {
        heldResults.append(row)
        return try heldResult(engineID: row.key.engineID, treeID: row.key.treeID, proposalID: row.key.proposalID)
    }

    /// Makes room for `count` more results, their hashes and frames `bytes` long in all (at
    /// most), among the rows held back: what a batch page is about to store
    /// (``BatchWriter``), so holding them copies no buffer grown too small.
    public func reserveHeldResults(_ count: Int, bytes: Int) {
        heldResults.reserve(rows: count, bytes: bytes)
    }

    /// Writes the result just held, outside a page; inside one, notes its references.
    private func heldResult(engineID: Int64, treeID: Int64, proposalID: Int64) throws(DatabaseError) -> Bool {
        guard holdsRows else {
            try writeHeldResults()
            return db.changes > 0
        }
        pageReferences?.note((engineID, .resultEngine), (treeID, .resultTree), (proposalID, .resultProposal))
        return true
    }

    /// Writes every held result, in the order they were held, in one statement run, and
    /// forgets them (also when one fails).
    func writeHeldResults() throws(DatabaseError) {
        defer { heldResults.removeAll() }
        try PageRowsInsert.results.execute(try held(&resultInsert, .results), heldResults)
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
            ResultFrames(
                width: try row.requiredDouble(at: 0), height: try row.requiredDouble(at: 1),
                frames: try row.withRequiredBytes(at: 2) { PackedBytes(copying: $0) }
            )
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
        try writeHeldRows()
        let statement = try db.cachedStatement(sql: """
            SELECT tree_id FROM scenario_trees WHERE engine_id = ? AND revision_id = ? AND variant = ?
            """)
        statement.bind(engineID, at: 1)
        statement.bind(revisionID, at: 2)
        statement.bind(variant, at: 3)
        defer { statement.reset() }
        return try statement.step() ? try statement.requiredInt64(at: 0) : nil
    }

    /// Records the tree a scenario's template made under an engine (once): held back inside
    /// ``writePage(_:)`` like ``insertResult(_:)``, written at once outside one.
    public func recordScenarioTree(engineID: Int64, revisionID: Int64, variant: String, treeID: Int64) throws(DatabaseError) {
        heldScenarioTrees.append(engineID: engineID, revisionID: revisionID, variant: variant, treeID: treeID)
        guard holdsRows else { return try writeHeldScenarioTrees() }
        pageReferences?.note((engineID, .scenarioTreeEngine), (revisionID, .scenarioTreeRevision), (treeID, .scenarioTreeTree))
    }

    /// Writes every held scenario tree, in order, in one statement run, and forgets them.
    func writeHeldScenarioTrees() throws(DatabaseError) {
        defer { heldScenarioTrees.removeAll() }
        try PageRowsInsert.scenarioTrees.execute(try held(&scenarioTreeInsert, .scenarioTrees), heldScenarioTrees)
    }

    /// The results an engine holds for the scenarios of revisions in `revisions`: one range read
    /// per batch page instead of a point lookup per scenario.
    public func scenarioResults(engineID: Int64, revisions: ClosedRange<Int64>) throws(DatabaseError) -> [ScenarioResultKey] {
        var keys: [ScenarioResultKey] = []
        try forEachPageResult(Self.scenarioResultsSQL, engineID: engineID, revisions: revisions) { key, _, _ throws(DatabaseError) in
            keys.append(key)
        }
        return keys
    }

    /// The results an engine holds for the scenarios of revisions in `revisions`, with their
    /// trees' hashes and packed frames: what a batch page compares its new results with.
    public func comparedResults(engineID: Int64, revisions: ClosedRange<Int64>) throws(DatabaseError) -> [ComparedResult] {
        var compared: [ComparedResult] = []
        try forEachPageResult(Self.comparedResultsSQL, engineID: engineID, revisions: revisions) { key, parents, row throws(DatabaseError) in
            // A tree that does not exist leaves its rows out, as a join on `trees` would.
            guard let treeHash = try parents.hash(ofTree: key.treeID, in: self) else { return }
            compared.append(ComparedResult(key: key, treeHash: treeHash, frames: try row.requiredBytes(at: 5)))
        }
        return compared
    }

    /// ``comparedResults(engineID:revisions:)`` appended to `results`, each row's variant,
    /// result hash and frames read in place (no string or array per row). Without `treeHashes`
    /// the trees' hashes are not looked up (left empty): a point read of each tree, and a
    /// string per tree, that a batch knowing its trees by id does without.
    public func readComparedResults(
        engineID: Int64, revisions: ClosedRange<Int64>, treeHashes: Bool, into results: inout ComparedResults
    ) throws(DatabaseError) {
        try forEachPageRow(Self.comparedResultsSQL, engineID: engineID, revisions: revisions) { proposalID, sizeCategory, parents, row throws(DatabaseError) in
            let treeID = row.int64(at: 3)
            let treeHash: String
            if treeHashes {
                guard let hash = try parents.hash(ofTree: treeID, in: self) else { return }
                treeHash = hash
            } else {
                treeHash = ""
            }
            try row.withRequiredBytes(at: 1) { (variant) throws(DatabaseError) in
                try row.withRequiredBytes(at: 4) { (hash) throws(DatabaseError) in
                    try row.withRequiredBytes(at: 5) { frames in
                        results.append(
                            revisionID: row.int64(at: 0), variant: variant, proposalID: proposalID, sizeCategory: sizeCategory,
                            treeID: treeID, resultHash: hash, treeHash: treeHash, frames: frames
                        )
                    }
                }
            }
        }
    }

    /// A page's reads: revision, variant, proposal, tree and result hash of each result of the
    /// engine (parameter 1) for the revisions from parameter 2 through 3; the compared results'
    /// frames after them.
    private static let scenarioResultsSQL = """
        SELECT s.revision_id, s.variant, r.proposal_id, s.tree_id, r.result_hash
        FROM scenario_trees s JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
        WHERE s.engine_id = ? AND s.revision_id BETWEEN ? AND ?
        """
    private static let comparedResultsSQL = """
        SELECT s.revision_id, s.variant, r.proposal_id, s.tree_id, r.result_hash, r.frames
        FROM scenario_trees s JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
        WHERE s.engine_id = ? AND s.revision_id BETWEEN ? AND ?
        """

    /// Steps `sql` (a page's read) for the engine and revisions, calling `body` with each row's
    /// scenario result key, the parents looked up so far and the row for its other columns. The
    /// proposals' size categories and the trees' hashes are looked up once each
    /// (``PageReadParents``), not joined into every row; a row whose proposal does not exist is
    /// left out, as a join on `proposals` would.
    private func forEachPageResult(
        _ sql: String, engineID: Int64, revisions: ClosedRange<Int64>,
        _ body: (ScenarioResultKey, inout PageReadParents, Statement) throws(DatabaseError) -> Void
    ) throws(DatabaseError) {
        try forEachPageRow(sql, engineID: engineID, revisions: revisions) { proposalID, sizeCategory, parents, row throws(DatabaseError) in
            let key = ScenarioResultKey(
                revisionID: row.int64(at: 0), variant: try row.requiredString(at: 1), proposalID: proposalID,
                sizeCategory: sizeCategory, treeID: row.int64(at: 3), resultHash: try row.requiredBytes(at: 4)
            )
            try body(key, &parents, row)
        }
    }

    /// Steps `sql` (a page's read) for the engine and revisions, calling `body` with each row's
    /// proposal and its size category, the parents looked up so far and the row for its other
    /// columns; a row whose proposal does not exist is left out.
    private func forEachPageRow(
        _ sql: String, engineID: Int64, revisions: ClosedRange<Int64>,
        _ body: (Int64, ContentSizeCategory, inout PageReadParents, Statement) throws(DatabaseError) -> Void
    ) throws(DatabaseError) {
        try writeHeldRows()
        let statement = try db.cachedStatement(sql: sql)
        statement.bind(engineID, at: 1)
        statement.bind(revisions.lowerBound, at: 2)
        statement.bind(revisions.upperBound, at: 3)
        var parents = PageReadParents()
        try statement.forEachRow { row throws(DatabaseError) in
            // The ids are `INTEGER NOT NULL` columns of STRICT tables: never NULL, read without
            // asking (a NULL check per column costs as much as the read).
            let proposalID = row.int64(at: 2)
            guard let sizeCategory = try parents.sizeCategory(ofProposal: proposalID, in: self) else { return }
            try body(proposalID, sizeCategory, &parents, row)
        }
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
