import LayoutPostgres
import LayoutStorage

/// Baselines and the append-only log that changes them (`baselines`, `approvals`, `approval_entries`).
extension PostgresLedger {
    private static let baselineColumns = "model_id, variant, proposal_id, revision_id, engine_id, tree_id, approval_id"
    private static let approvalColumns = "a.id, a.action, a.undoes_id, a.approved_at, a.approved_by, a.message"

    /// The baseline of one scenario, if approved.
    public func baseline(modelID: Int64, variant: String, proposalID: Int64) throws(PostgresError) -> Baseline? {
        try row(
            "SELECT \(Self.baselineColumns) FROM baselines WHERE model_id = $1 AND variant = $2 AND proposal_id = $3",
            [.integer(modelID), .text(variant), .integer(proposalID)]
        ).map(Self.baseline)
    }

    /// The baselines of the models `filter` covers, in key order.
    public func baselines(matching filter: RevisionFilter = RevisionFilter()) throws(PostgresError) -> [Baseline] {
        try rows("""
            SELECT b.model_id, b.variant, b.proposal_id, b.revision_id, b.engine_id, b.tree_id, b.approval_id
            FROM baselines b JOIN models m ON m.id = b.model_id
            WHERE ($1::text IS NULL OR m.kind = $1) AND ($2::text IS NULL OR m.name ~ $2)
            ORDER BY b.model_id, b.variant COLLATE "C", b.proposal_id
            """, filter.arguments).map(Self.baseline)
    }

    /// Appends an approval (or, with `undoes`, an undo) to the log and returns its id.
    public func appendApproval(undoes: Int64?, at time: String, by user: String, message: String) throws(PostgresError) -> Int64 {
        try insertReturningID("""
            INSERT INTO approvals (action, undoes_id, approved_at, approved_by, message) VALUES ($1, $2, $3, $4, $5) RETURNING id
            """, [.text(undoes == nil ? "approve" : "undo"), undoes.databaseValue, .text(time), .text(user), .text(message)])
    }

    /// Logs one scenario of an approval as given (an import restoring the log).
    public func insertApprovalEntry(_ entry: ApprovalEntry) throws(PostgresError) {
        try execute("""
            INSERT INTO approval_entries (approval_id, model_id, variant, proposal_id, revision_id, engine_id, tree_id,
                previous_revision_id, previous_engine_id, previous_tree_id)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
            """, [
                .integer(entry.approvalID), .integer(entry.modelID), .text(entry.variant), .integer(entry.proposalID),
                .integer(entry.accepted.revisionID), .integer(entry.accepted.engineID), .integer(entry.accepted.treeID),
                entry.previous?.revisionID.databaseValue ?? .null, entry.previous?.engineID.databaseValue ?? .null,
                entry.previous?.treeID.databaseValue ?? .null,
            ])
    }

    /// Makes `baseline` its scenario's baseline, replacing any.
    public func setBaseline(_ baseline: Baseline) throws(PostgresError) {
        try execute("""
            INSERT INTO baselines (\(Self.baselineColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7)
            ON CONFLICT (model_id, variant, proposal_id) DO UPDATE SET revision_id = excluded.revision_id,
                engine_id = excluded.engine_id, tree_id = excluded.tree_id, approval_id = excluded.approval_id
            """, [
                .integer(baseline.modelID), .text(baseline.variant), .integer(baseline.proposalID), .integer(baseline.revisionID),
                .integer(baseline.engineID), .integer(baseline.treeID), .integer(baseline.approvalID),
            ])
    }

    /// Every entry of every approval, by approval and scenario.
    public func approvalEntries() throws(PostgresError) -> [ApprovalEntry] {
        try rows("""
            SELECT approval_id, model_id, variant, proposal_id, revision_id, engine_id, tree_id,
                   previous_revision_id, previous_engine_id, previous_tree_id
            FROM approval_entries ORDER BY approval_id, model_id, variant COLLATE "C", proposal_id
            """).map { row throws(PostgresError) in
            let previousRevision: Int64? = try row.value(named: "previous_revision_id")
            let previous = try previousRevision.map { revisionID throws(PostgresError) in
                BaselineTarget(
                    revisionID: revisionID, engineID: try row.value(named: "previous_engine_id"),
                    treeID: try row.value(named: "previous_tree_id")
                )
            }
            return ApprovalEntry(
                approvalID: try row.value(named: "approval_id"), modelID: try row.value(named: "model_id"),
                variant: try row.value(named: "variant"), proposalID: try row.value(named: "proposal_id"),
                accepted: BaselineTarget(
                    revisionID: try row.value(named: "revision_id"), engineID: try row.value(named: "engine_id"),
                    treeID: try row.value(named: "tree_id")
                ),
                previous: previous
            )
        }
    }

    /// The latest approval not yet undone, which `undo` reverts.
    public func latestUndoableApproval() throws(PostgresError) -> Approval? {
        try row("""
            SELECT \(Self.approvalColumns), (SELECT count(*) FROM approval_entries WHERE approval_id = a.id) AS entry_count
            FROM approvals a
            WHERE a.action = 'approve' AND NOT EXISTS (SELECT 1 FROM approvals u WHERE u.undoes_id = a.id)
            ORDER BY a.id DESC LIMIT 1
            """).map(Self.approval)
    }

    /// Reverts every scenario of approval `approvalID` to the baseline it replaced (or none),
    /// under the undo entry `undoID`.
    public func revertApproval(approvalID: Int64, undoID: Int64) throws(PostgresError) {
        // Restores the replaced baselines, then removes those that replaced none.
        try execute("""
            UPDATE baselines b SET revision_id = e.previous_revision_id, engine_id = e.previous_engine_id,
                tree_id = e.previous_tree_id, approval_id = $2
            FROM approval_entries e
            WHERE e.approval_id = $1 AND e.previous_revision_id IS NOT NULL
              AND b.model_id = e.model_id AND b.variant = e.variant AND b.proposal_id = e.proposal_id
            """, [.integer(approvalID), .integer(undoID)])
        try execute("""
            DELETE FROM baselines b USING approval_entries e
            WHERE e.approval_id = $1 AND e.previous_revision_id IS NULL
              AND b.model_id = e.model_id AND b.variant = e.variant AND b.proposal_id = e.proposal_id
            """, [.integer(approvalID)])
    }

    /// The whole approvals log, oldest first.
    public func approvals() throws(PostgresError) -> [Approval] {
        try rows("""
            SELECT \(Self.approvalColumns),
                   (SELECT count(*) FROM approval_entries WHERE approval_id = coalesce(a.undoes_id, a.id)) AS entry_count
            FROM approvals a ORDER BY a.id
            """).map(Self.approval)
    }

    private static func baseline(_ row: Row) throws(PostgresError) -> Baseline {
        Baseline(
            modelID: try row.value(named: "model_id"), variant: try row.value(named: "variant"),
            proposalID: try row.value(named: "proposal_id"), revisionID: try row.value(named: "revision_id"),
            engineID: try row.value(named: "engine_id"), treeID: try row.value(named: "tree_id"),
            approvalID: try row.value(named: "approval_id")
        )
    }

    private static func approval(_ row: Row) throws(PostgresError) -> Approval {
        Approval(
            id: try row.value(named: "id"), action: try row.value(named: "action"), undoesID: try row.value(named: "undoes_id"),
            approvedAt: try row.value(named: "approved_at"), approvedBy: try row.value(named: "approved_by"),
            message: try row.value(named: "message"), entryCount: try row.value(named: "entry_count")
        )
    }
}
