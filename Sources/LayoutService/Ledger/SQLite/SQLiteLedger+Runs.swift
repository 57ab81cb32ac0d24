import CPageRows
import LayoutStorage

/// Recompute runs, the model revisions they laid out and their per-scenario changes (`runs`,
/// `run_models`, `run_changes`).
extension SQLiteLedger {
    private static let columns = """
        id, engine_id, against_engine_id, filter, started_at, finished_at, cursor_revision_id,
        unchanged, changed, new, failed, computed
        """

    /// Starts a run: its record exists before any of its work is written.
    public func startRun(engineID: Int64, againstEngineID: Int64?, filter: String, at time: String) throws(DatabaseError) -> Run {
        refuseInsidePage("starting a run")
        try db.cachedStatement(sql: "INSERT INTO runs (engine_id, against_engine_id, filter, started_at) VALUES (?, ?, ?, ?)")
            .execute([.integer(engineID), againstEngineID.databaseValue, .text(filter), .text(time)])
        return Run(
            id: db.lastInsertRowID, engineID: engineID, againstEngineID: againstEngineID, filter: filter,
            startedAt: time, finishedAt: nil, cursorRevisionID: 0, counts: RunCounts()
        )
    }

    /// The unfinished run of this engine and filter, which a new recompute resumes.
    public func unfinishedRun(engineID: Int64, filter: String) throws(DatabaseError) -> Run? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.columns) FROM runs WHERE engine_id = ? AND filter = ? AND finished_at IS NULL ORDER BY id DESC LIMIT 1
            """)
        statement.bind(engineID, at: 1)
        statement.bind(filter, at: 2)
        defer { statement.reset() }
        return try statement.step() ? try Self.run(statement) : nil
    }

    /// The run with id `id`.
    public func run(id: Int64) throws(DatabaseError) -> Run? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM runs WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.run(statement) : nil
    }

    /// Every run, newest first.
    public func runs() throws(DatabaseError) -> [Run] {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM runs ORDER BY id DESC")
        var runs: [Run] = []
        try statement.forEachRow { row throws(DatabaseError) in runs.append(try Self.run(row)) }
        return runs
    }

    /// Moves a run's cursor and sets its counts, in the transaction that wrote the batch.
    public func advanceRun(runID: Int64, cursorRevisionID: Int64, counts: RunCounts) throws(DatabaseError) {
        try db.cachedStatement(sql: """
            UPDATE runs SET cursor_revision_id = ?, unchanged = ?, changed = ?, new = ?, failed = ?, computed = ? WHERE id = ?
            """).execute([
                .integer(cursorRevisionID), .integer(Int64(counts.unchanged)), .integer(Int64(counts.changed)),
                .integer(Int64(counts.new)), .integer(Int64(counts.failed)), .integer(Int64(counts.computed)), .integer(runID),
            ])
    }

    /// Marks a run finished.
    public func finishRun(runID: Int64, at time: String) throws(DatabaseError) {
        try db.cachedStatement(sql: "UPDATE runs SET finished_at = ? WHERE id = ?").execute([.text(time), .integer(runID)])
    }

    /// Records that run `runID` lays out `revisionID` of model `modelID`; false (recording
    /// nothing) when the run already laid out another revision of that model.
    public func claimModel(runID: Int64, modelID: Int64, revisionID: Int64) throws(DatabaseError) -> Bool {
        let statement = try held(
            &claimModelStatement,
            sql: "INSERT INTO run_models (run_id, model_id, revision_id) VALUES (?, ?, ?) ON CONFLICT (run_id, model_id) DO NOTHING"
        )
        statement.bind(runID, at: 1)
        statement.bind(modelID, at: 2)
        statement.bind(revisionID, at: 3)
        try statement.execute()
        pageReferences?.note((runID, .runModelRun), (modelID, .runModelModel), (revisionID, .runModelRevision))
        return db.changes > 0
    }

    /// Records one scenario's change, its node lists packed (``PackedNodeChanges``).
    ///
    /// The batch writer's row, written as ``insertResult(_:)`` is: held back inside
    /// ``writePage(_:)`` and written with the page's others, references noted for its check.
    public func insertRunChange(_ change: RecordedChange) throws(DatabaseError) {
        let row = HeldRunChange(change, blobsIn: &heldRunChanges)
        guard try hold(row, in: &heldRunChanges, statements: &runChangeInserts) else { return }
        pageReferences?.note((change.runID, .runChangeRun), (change.revisionID, .runChangeRevision), (change.proposalID, .runChangeProposal))
    }

    /// Records a batch page's changes, in order, as ``insertRunChange(_:)`` records each, but
    /// together: read by SQLite from the page's C rows in place, their node lists from its
    /// buffer (``PageRowsInsert``), all in one statement run inside a page, one by one outside.
    public func insertRunChanges(page: PageRunChanges) throws(DatabaseError) {
        if !heldRunChanges.isEmpty { try write(&heldRunChanges, statements: &runChangeInserts) }
        guard !page.isEmpty else { return }
        let statement = try held(&runChangeInsert, .runChanges)
        // Together only inside a page (``HeldRow``: the inserts are `OR FAIL`).
        let together = holdsRows
        try writingPageRows { () throws(DatabaseError) in
            try page.withPageRows(in: &pageRunChangeRows, texts: &pageRunChangeTexts) { rows throws(DatabaseError) in
                try PageRowsInsert.runChanges.execute(statement, rows: rows, bytes: page.bytes, together: together)
            }
        }
        guard together else { return }
        for row in page.rows {
            pageReferences?.note((page.runID, .runChangeRun), (row.revisionID, .runChangeRevision), (row.proposalID, .runChangeProposal))
        }
    }

    private static let changeColumns = """
        run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, nodes, legacy_moves, error, ranked
        """

    /// A run's changes (of `status` only, when given) in key order: all of them, or the window
    /// `page` selects.
    public func recordedChanges(runID: Int64, status: String?, page: RowWindow?) throws(DatabaseError) -> [RecordedChange] {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.changeColumns) FROM run_changes WHERE run_id = ?1 AND (?2 IS NULL OR status = ?2)
            ORDER BY revision_id, variant, proposal_id LIMIT ?3 OFFSET ?4
            """)
        statement.bind(runID, at: 1)
        statement.bind(status.databaseValue, at: 2)
        statement.bind(Int64(page?.limit ?? -1), at: 3)
        statement.bind(Int64(page?.offset ?? 0), at: 4)
        return try changes(from: statement)
    }

    /// The `limit` scenarios of a run with the largest moves (of more than 0 pt), largest first
    /// (ties in reverse key order): read backwards along `run_changes_by_max_delta`, which holds
    /// the ranked changes (``RunChangeRanking``) — enough for up to ``RunChangeRanking/perPage``;
    /// more are sorted out of all the run's changes.
    public func largestRunChanges(runID: Int64, limit: Int) throws(DatabaseError) -> [RecordedChange] {
        let statement = try db.cachedStatement(sql: limit <= RunChangeRanking.perPage ? """
            SELECT \(Self.changeColumns) FROM run_changes INDEXED BY run_changes_by_max_delta
            WHERE run_id = ? AND max_delta > 0 AND ranked = 1
            ORDER BY max_delta DESC, revision_id DESC, variant DESC, proposal_id DESC LIMIT ?
            """ : """
            SELECT \(Self.changeColumns) FROM run_changes WHERE run_id = ? AND max_delta > 0
            ORDER BY max_delta DESC, revision_id DESC, variant DESC, proposal_id DESC LIMIT ?
            """)
        statement.bind(runID, at: 1)
        statement.bind(Int64(limit), at: 2)
        return try changes(from: statement)
    }

    /// Adds counts to a run's summary (`run_change_counts`), in the transaction of the page
    /// whose changes they count: the groups written together, by one statement run
    /// (``PageRowsInsert/runChangeCounts``) — one short statement to prepare per connection,
    /// where a multi-row insert of 32 groups cost the bench's batch 0.3M instructions a run.
    public func addRunChangeCounts(runID: Int64, _ groups: [RunChangeGroup]) throws(DatabaseError) {
        guard !groups.isEmpty else { return }
        var rows = HeldPageRows<LSPageRunChangeCount>()
        rows.reserve(rows: groups.count, bytes: 0)
        for group in groups {
            rows.append(runID: runID, group)
            pageReferences?.note(runID, .runChangeCountRun)
            pageReferences?.note(group.proposalID, .runChangeCountProposal)
        }
        try PageRowsInsert.runChangeCounts.execute(try held(&runChangeCountInsert, .runChangeCounts), rows)
    }

    /// A run's changes counted by model kind, template, proposal and status, in that order.
    public func runChangeGroups(runID: Int64) throws(DatabaseError) -> [RunChangeGroup] {
        let statement = try db.cachedStatement(sql: """
            SELECT kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
            FROM run_change_counts WHERE run_id = ? ORDER BY kind, variant, proposal_id, status
            """)
        statement.bind(runID, at: 1)
        var groups: [RunChangeGroup] = []
        try statement.forEachRow { row throws(DatabaseError) in
            groups.append(RunChangeGroup(
                kind: try row.requiredString(at: 0), variant: try row.requiredString(at: 1), proposalID: try row.requiredInt64(at: 2),
                status: try row.requiredString(at: 3), scenarios: try row.requiredInt(at: 4), movedNodes: try row.requiredInt(at: 5),
                appearedNodes: try row.requiredInt(at: 6), disappearedNodes: try row.requiredInt(at: 7),
                maxDelta: try row.requiredDouble(at: 8)
            ))
        }
        return groups
    }

    private func changes(from statement: Statement) throws(DatabaseError) -> [RecordedChange] {
        try writeHeldRows()
        var changes: [RecordedChange] = []
        try statement.forEachRow { row throws(DatabaseError) in
            let runID = try row.requiredInt64(at: 0)
            let nodes: PackedNodeChanges
            do {
                nodes = try row.bytes(at: 7).map(PackedNodeChanges.decode) ?? PackedNodeChanges()
            } catch {
                throw DatabaseError(
                    extendedResultCode: ResultCode.SQLITE_CORRUPT.rawValue,
                    message: "run \(runID): a change's packed node lists do not unpack: \(error)", sql: statement.sql
                )
            }
            var change = RecordedChange(
                runID: runID, revisionID: try row.requiredInt64(at: 1), variant: try row.requiredString(at: 2),
                proposalID: try row.requiredInt64(at: 3), status: try row.requiredString(at: 4), nodes: nodes,
                movedNodes: try row.requiredInt(at: 5), maxDelta: try row.requiredDouble(at: 6), legacyMoves: row.string(at: 8),
                error: row.string(at: 9)
            )
            change.isRanked = try row.requiredInt(at: 10) == 1
            changes.append(change)
        }
        return changes
    }

    private static func run(_ row: Statement) throws(DatabaseError) -> Run {
        Run(
            id: try row.requiredInt64(at: 0), engineID: try row.requiredInt64(at: 1), againstEngineID: row.optionalInt64(at: 2),
            filter: try row.requiredString(at: 3), startedAt: try row.requiredString(at: 4), finishedAt: row.string(at: 5),
            cursorRevisionID: try row.requiredInt64(at: 6),
            counts: RunCounts(
                unchanged: try row.requiredInt(at: 7), changed: try row.requiredInt(at: 8), new: try row.requiredInt(at: 9), failed: try row.requiredInt(at: 10),
                computed: try row.requiredInt(at: 11)
            )
        )
    }
}
