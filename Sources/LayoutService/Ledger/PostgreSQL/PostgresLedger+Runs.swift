import LayoutPostgres
import LayoutStorage

/// Batch runs and their per-scenario changes (`runs`, `run_changes`).
extension PostgresLedger {
    private static let columns = """
        id, engine_id, against_engine_id, filter, started_at, finished_at, cursor_revision_id,
        unchanged, changed, new, failed, computed
        """

    /// Starts a run: its record exists before any of its work is written.
    public func startRun(engineID: Int64, againstEngineID: Int64?, filter: String, at time: String) throws(PostgresError) -> Run {
        let id = try insertReturningID(
            "INSERT INTO runs (engine_id, against_engine_id, filter, started_at) VALUES ($1, $2, $3, $4) RETURNING id",
            [.integer(engineID), againstEngineID.databaseValue, .text(filter), .text(time)]
        )
        return Run(
            id: id, engineID: engineID, againstEngineID: againstEngineID, filter: filter,
            startedAt: time, finishedAt: nil, cursorRevisionID: 0, counts: RunCounts()
        )
    }

    /// The unfinished run of this engine and filter, which a new recompute resumes.
    public func unfinishedRun(engineID: Int64, filter: String) throws(PostgresError) -> Run? {
        try row(
            "SELECT \(Self.columns) FROM runs WHERE engine_id = $1 AND filter = $2 AND finished_at IS NULL ORDER BY id DESC LIMIT 1",
            [.integer(engineID), .text(filter)]
        ).map(Self.run)
    }

    /// The run with id `id`.
    public func run(id: Int64) throws(PostgresError) -> Run? {
        try row("SELECT \(Self.columns) FROM runs WHERE id = $1", [.integer(id)]).map(Self.run)
    }

    /// Every run, newest first.
    public func runs() throws(PostgresError) -> [Run] {
        try rows("SELECT \(Self.columns) FROM runs ORDER BY id DESC").map(Self.run)
    }

    /// Moves a run's cursor and sets its counts, in the transaction that wrote the batch.
    public func advanceRun(runID: Int64, cursorRevisionID: Int64, counts: RunCounts) throws(PostgresError) {
        try execute("""
            UPDATE runs SET cursor_revision_id = $1, unchanged = $2, changed = $3, new = $4, failed = $5, computed = $6 WHERE id = $7
            """, [
                .integer(cursorRevisionID), .integer(Int64(counts.unchanged)), .integer(Int64(counts.changed)),
                .integer(Int64(counts.new)), .integer(Int64(counts.failed)), .integer(Int64(counts.computed)), .integer(runID),
            ])
    }

    /// Marks a run finished.
    public func finishRun(runID: Int64, at time: String) throws(PostgresError) {
        try execute("UPDATE runs SET finished_at = $1 WHERE id = $2", [.text(time), .integer(runID)])
    }

    /// Records one scenario's change.
    public func insertRunChange(_ change: RecordedChange) throws(PostgresError) {
        try execute("""
            INSERT INTO run_changes (run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, moves, error)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
            """, [
                .integer(change.runID), .integer(change.revisionID), .text(change.variant), .integer(change.proposalID),
                .text(change.status), .integer(Int64(change.movedNodes)), .real(change.maxDelta), .text(change.moves),
                change.error.databaseValue,
            ])
    }

    /// A run's changes in key order.
    public func recordedChanges(runID: Int64) throws(PostgresError) -> [RecordedChange] {
        try rows("""
            SELECT run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, moves, error
            FROM run_changes WHERE run_id = $1 ORDER BY revision_id, variant COLLATE "C", proposal_id
            """, [.integer(runID)]).map { row throws(PostgresError) in
            RecordedChange(
                runID: try row.value(named: "run_id"), revisionID: try row.value(named: "revision_id"),
                variant: try row.value(named: "variant"), proposalID: try row.value(named: "proposal_id"),
                status: try row.value(named: "status"), movedNodes: try row.value(named: "moved_nodes"),
                maxDelta: try row.value(named: "max_delta"), moves: try row.value(named: "moves"), error: try row.value(named: "error")
            )
        }
    }

    private static func run(_ row: Row) throws(PostgresError) -> Run {
        Run(
            id: try row.value(named: "id"), engineID: try row.value(named: "engine_id"),
            againstEngineID: try row.value(named: "against_engine_id"), filter: try row.value(named: "filter"),
            startedAt: try row.value(named: "started_at"), finishedAt: try row.value(named: "finished_at"),
            cursorRevisionID: try row.value(named: "cursor_revision_id"),
            counts: RunCounts(
                unchanged: try row.value(named: "unchanged"), changed: try row.value(named: "changed"), new: try row.value(named: "new"),
                failed: try row.value(named: "failed"), computed: try row.value(named: "computed")
            )
        )
    }
}
