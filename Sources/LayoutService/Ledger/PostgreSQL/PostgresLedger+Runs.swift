import Foundation
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

    static let insertRunChangeSQL = """
        INSERT INTO run_changes (
            run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes,
            max_delta, nodes, legacy_moves, error, ranked
        ) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bytea, $11, $12, $13)
        """

    /// Records one scenario's change, its node lists packed (``PackedNodeChanges``); inside
    /// ``deferringInserts(_:)`` held back and sent with the page's other rows.
    public func insertRunChange(_ change: RecordedChange) throws(PostgresError) {
        let row: [DatabaseValue] = [
            .integer(change.runID), .integer(change.revisionID), .text(change.variant), .integer(change.proposalID),
            .text(change.status), .integer(Int64(change.movedNodes)), .integer(Int64(change.nodes.appeared.count)),
            .integer(Int64(change.nodes.disappeared.count)), .real(change.maxDelta),
            change.nodes.isEmpty ? .null : .blob(Data(change.nodes.encode())), change.legacyMoves.databaseValue,
            change.error.databaseValue, .integer(change.isRanked ? 1 : 0),
        ]
        if heldInserts != nil {
            heldInserts?.runChanges.append(row)
            return
        }
        try execute(Self.insertRunChangeSQL, row)
    }

    private static let changeColumns = """
        run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, nodes, legacy_moves, error, ranked
        """

    /// A run's changes (of `status` only, when given) in key order: all of them, or the window
    /// `page` selects.
    public func recordedChanges(runID: Int64, status: String?, page: RowWindow?) throws(PostgresError) -> [RecordedChange] {
        try rows("""
            SELECT \(Self.changeColumns) FROM run_changes WHERE run_id = $1 AND ($2::text IS NULL OR status = $2)
            ORDER BY revision_id, variant COLLATE "C", proposal_id LIMIT $3::bigint OFFSET $4
            """, [
                .integer(runID), status.databaseValue, page.map { Int64($0.limit) }.databaseValue, .integer(Int64(page?.offset ?? 0)),
            ]).map(Self.change)
    }

    /// The `limit` scenarios of a run with the largest moves (of more than 0 pt), largest first
    /// (ties in reverse key order), along `run_changes_by_max_delta`.
    public func largestRunChanges(runID: Int64, limit: Int) throws(PostgresError) -> [RecordedChange] {
        try rows("""
            SELECT \(Self.changeColumns) FROM run_changes WHERE run_id = $1 AND max_delta > 0
            ORDER BY max_delta DESC, revision_id DESC, variant COLLATE "C" DESC, proposal_id DESC LIMIT $2
            """, [.integer(runID), .integer(Int64(limit))]).map(Self.change)
    }

    /// Adds counts to a run's summary (`run_change_counts`), in the transaction of the page
    /// whose changes they count.
    public func addRunChangeCounts(runID: Int64, _ groups: [RunChangeGroup]) throws(PostgresError) {
        for group in groups {
            try execute("""
                INSERT INTO run_change_counts AS c (
                    run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
                ) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                ON CONFLICT (run_id, kind, variant, proposal_id, status) DO UPDATE SET scenarios = c.scenarios + excluded.scenarios,
                    moved_nodes = c.moved_nodes + excluded.moved_nodes, appeared_nodes = c.appeared_nodes + excluded.appeared_nodes,
                    disappeared_nodes = c.disappeared_nodes + excluded.disappeared_nodes,
                    max_delta = greatest(c.max_delta, excluded.max_delta)
                """, [
                    .integer(runID), .text(group.kind), .text(group.variant), .integer(group.proposalID), .text(group.status),
                    .integer(Int64(group.scenarios)), .integer(Int64(group.movedNodes)), .integer(Int64(group.appearedNodes)),
                    .integer(Int64(group.disappearedNodes)), .real(group.maxDelta),
                ])
        }
    }

    /// A run's changes counted by model kind, template, proposal and status, in that order.
    public func runChangeGroups(runID: Int64) throws(PostgresError) -> [RunChangeGroup] {
        try rows("""
            SELECT kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
            FROM run_change_counts WHERE run_id = $1
            ORDER BY kind COLLATE "C", variant COLLATE "C", proposal_id, status COLLATE "C"
            """, [.integer(runID)]).map { row throws(PostgresError) in
            RunChangeGroup(
                kind: try row.value(named: "kind"), variant: try row.value(named: "variant"),
                proposalID: try row.value(named: "proposal_id"), status: try row.value(named: "status"),
                scenarios: try row.value(named: "scenarios"), movedNodes: try row.value(named: "moved_nodes"),
                appearedNodes: try row.value(named: "appeared_nodes"), disappearedNodes: try row.value(named: "disappeared_nodes"),
                maxDelta: try row.value(named: "max_delta")
            )
        }
    }

    private static func change(_ row: Row) throws(PostgresError) -> RecordedChange {
        let runID: Int64 = try row.value(named: "run_id")
        let packed: Data? = try row.value(named: "nodes")
        let nodes: PackedNodeChanges
        do {
            nodes = try packed.map { try PackedNodeChanges.decode([UInt8]($0)) } ?? PackedNodeChanges()
        } catch {
            // Damaged data, as PostgreSQL names it (XX001): the service reports a damaged store.
            throw PostgresError(
                kind: .server(.dataCorrupted), message: "run \(runID): a change's packed node lists do not unpack: \(error)"
            )
        }
        var change = RecordedChange(
            runID: runID, revisionID: try row.value(named: "revision_id"), variant: try row.value(named: "variant"),
            proposalID: try row.value(named: "proposal_id"), status: try row.value(named: "status"), nodes: nodes,
            movedNodes: try row.value(named: "moved_nodes"), maxDelta: try row.value(named: "max_delta"),
            legacyMoves: try row.value(named: "legacy_moves"), error: try row.value(named: "error")
        )
        let ranked: Int64 = try row.value(named: "ranked")
        change.isRanked = ranked == 1
        return change
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
