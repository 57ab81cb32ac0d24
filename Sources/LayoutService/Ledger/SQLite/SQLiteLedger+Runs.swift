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
        try db.cachedStatement(sql: "INSERT INTO run_models (run_id, model_id, revision_id) VALUES (?, ?, ?) ON CONFLICT (run_id, model_id) DO NOTHING")
            .execute([.integer(runID), .integer(modelID), .integer(revisionID)])
        return db.changes > 0
    }

    /// Records one scenario's change.
    public func insertRunChange(_ change: RecordedChange) throws(DatabaseError) {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO run_changes (run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, moves, error)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        statement.bind(change.runID, at: 1)
        statement.bind(change.revisionID, at: 2)
        statement.bind(change.variant, at: 3)
        statement.bind(change.proposalID, at: 4)
        statement.bind(change.status, at: 5)
        statement.bind(change.movedNodes, at: 6)
        statement.bind(change.maxDelta, at: 7)
        statement.bind(change.moves, at: 8)
        statement.bind(change.error.databaseValue, at: 9)
        try statement.execute()
    }

    /// A run's changes in key order.
    public func recordedChanges(runID: Int64) throws(DatabaseError) -> [RecordedChange] {
        let statement = try db.cachedStatement(sql: """
            SELECT run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, moves, error
            FROM run_changes WHERE run_id = ? ORDER BY revision_id, variant, proposal_id
            """)
        statement.bind(runID, at: 1)
        var changes: [RecordedChange] = []
        try statement.forEachRow { row throws(DatabaseError) in
            changes.append(RecordedChange(
                runID: try row.requiredInt64(at: 0), revisionID: try row.requiredInt64(at: 1), variant: try row.requiredString(at: 2),
                proposalID: try row.requiredInt64(at: 3), status: try row.requiredString(at: 4), movedNodes: try row.requiredInt(at: 5),
                maxDelta: try row.requiredDouble(at: 6), moves: try row.requiredString(at: 7), error: row.string(at: 8)
            ))
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
