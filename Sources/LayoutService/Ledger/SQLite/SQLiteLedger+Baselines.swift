import LayoutStorage

/// Baselines and the append-only log that changes them (`baselines`, `approvals`, `approval_entries`).
extension SQLiteLedger {
    private static let baselineColumns = "model_id, variant, proposal_id, revision_id, engine_id, tree_id, approval_id"

    /// The baseline of one scenario, if approved.
    public func baseline(modelID: Int64, variant: String, proposalID: Int64) throws(DatabaseError) -> Baseline? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.baselineColumns) FROM baselines WHERE model_id = ? AND variant = ? AND proposal_id = ?
            """)
        statement.bind(modelID, at: 1)
        statement.bind(variant, at: 2)
        statement.bind(proposalID, at: 3)
        defer { statement.reset() }
        return try statement.step() ? try Self.baseline(statement) : nil
    }

    /// The baselines of the models `filter` covers, in key order.
    public func baselines(matching filter: RevisionFilter = RevisionFilter()) throws(DatabaseError) -> [Baseline] {
        let statement = try db.cachedStatement(sql: """
            SELECT b.model_id, b.variant, b.proposal_id, b.revision_id, b.engine_id, b.tree_id, b.approval_id
            FROM baselines b JOIN models m ON m.id = b.model_id
            WHERE (?1 IS NULL OR m.kind = ?1) AND (?2 IS NULL OR m.name GLOB ?2)
            ORDER BY b.model_id, b.variant, b.proposal_id
            """)
        statement.bind(filter.kind.databaseValue, at: 1)
        statement.bind(filter.namePattern.databaseValue, at: 2)
        var baselines: [Baseline] = []
        try statement.forEachRow { row throws(DatabaseError) in baselines.append(try Self.baseline(row)) }
        return baselines
    }

    /// How many baselines are at container width `width` (in any size category).
    public func baselineCount(containerWidth width: Double) throws(DatabaseError) -> Int {
        let statement = try db.cachedStatement(sql: """
            SELECT count(*) FROM baselines b JOIN proposals p ON p.id = b.proposal_id WHERE p.width = ? AND p.height IS NULL
            """)
        statement.bind(width, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try statement.requiredInt(at: 0) : 0
    }

    /// Removes every baseline at container width `width`, in every size category (the approvals
    /// log stays), and returns how many.
    public func removeBaselines(containerWidth width: Double) throws(DatabaseError) -> Int {
        try db.cachedStatement(sql: """
            DELETE FROM baselines WHERE proposal_id IN (SELECT id FROM proposals WHERE width = ? AND height IS NULL)
            """).execute([.real(width)])
        return db.changes
    }

    /// Appends an approval (or, with `undoes`, an undo) to the log and returns its id.
    public func appendApproval(undoes: Int64?, at time: String, by user: String, message: String) throws(DatabaseError) -> Int64 {
        refuseInsidePage("appending an approval")
        try db.cachedStatement(sql: """
            INSERT INTO approvals (action, undoes_id, approved_at, approved_by, message) VALUES (?, ?, ?, ?, ?)
            """).execute([.text(undoes == nil ? "approve" : "undo"), undoes.databaseValue, .text(time), .text(user), .text(message)])
        return db.lastInsertRowID
    }

    /// Logs one scenario of an approval as given (an import restoring the log).
    public func insertApprovalEntry(_ entry: ApprovalEntry) throws(DatabaseError) {
        refuseInsidePage("logging an approval entry")
        try db.cachedStatement(sql: """
            INSERT INTO approval_entries (approval_id, model_id, variant, proposal_id, revision_id, engine_id, tree_id,
                previous_revision_id, previous_engine_id, previous_tree_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute([
                .integer(entry.approvalID), .integer(entry.modelID), .text(entry.variant), .integer(entry.proposalID),
                .integer(entry.accepted.revisionID), .integer(entry.accepted.engineID), .integer(entry.accepted.treeID),
                entry.previous?.revisionID.databaseValue ?? .null, entry.previous?.engineID.databaseValue ?? .null,
                entry.previous?.treeID.databaseValue ?? .null,
            ])
    }

    /// Makes `baseline` its scenario's baseline, replacing any.
    public func setBaseline(_ baseline: Baseline) throws(DatabaseError) {
        refuseInsidePage("setting a baseline")
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO baselines (\(Self.baselineColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .execute([
                .integer(baseline.modelID), .text(baseline.variant), .integer(baseline.proposalID), .integer(baseline.revisionID),
                .integer(baseline.engineID), .integer(baseline.treeID), .integer(baseline.approvalID),
            ])
    }

    /// Every entry of every approval, by approval and scenario.
    public func approvalEntries() throws(DatabaseError) -> [ApprovalEntry] {
        let statement = try db.cachedStatement(sql: """
            SELECT approval_id, model_id, variant, proposal_id, revision_id, engine_id, tree_id,
                   previous_revision_id, previous_engine_id, previous_tree_id
            FROM approval_entries ORDER BY approval_id, model_id, variant, proposal_id
            """)
        var entries: [ApprovalEntry] = []
        try statement.forEachRow { row throws(DatabaseError) in
            let previous = row.isNull(at: 7) ? nil : BaselineTarget(revisionID: try row.requiredInt64(at: 7), engineID: try row.requiredInt64(at: 8), treeID: try row.requiredInt64(at: 9))
            entries.append(ApprovalEntry(
                approvalID: try row.requiredInt64(at: 0), modelID: try row.requiredInt64(at: 1), variant: try row.requiredString(at: 2), proposalID: try row.requiredInt64(at: 3),
                accepted: BaselineTarget(revisionID: try row.requiredInt64(at: 4), engineID: try row.requiredInt64(at: 5), treeID: try row.requiredInt64(at: 6)),
                previous: previous
            ))
        }
        return entries
    }

    /// The latest approval not yet undone, which `undo` reverts.
    public func latestUndoableApproval() throws(DatabaseError) -> Approval? {
        let statement = try db.cachedStatement(sql: """
            SELECT a.id, a.action, a.undoes_id, a.approved_at, a.approved_by, a.message,
                   (SELECT count(*) FROM approval_entries WHERE approval_id = a.id)
            FROM approvals a
            WHERE a.action = 'approve' AND NOT EXISTS (SELECT 1 FROM approvals u WHERE u.undoes_id = a.id)
            ORDER BY a.id DESC LIMIT 1
            """)
        defer { statement.reset() }
        return try statement.step() ? try Self.approval(statement) : nil
    }

    /// Reverts every scenario of approval `approvalID` to the baseline it replaced (or none),
    /// under the undo entry `undoID`.
    public func revertApproval(approvalID: Int64, undoID: Int64) throws(DatabaseError) {
        refuseInsidePage("reverting an approval")
        let entries = try db.fetchAll(sql: """
            SELECT model_id, variant, proposal_id, previous_revision_id, previous_engine_id, previous_tree_id
            FROM approval_entries WHERE approval_id = ?
            """, arguments: [.integer(approvalID)])
        for entry in entries {
            let key: [DatabaseValue] = [entry[0], entry[1], entry[2]]
            if case .integer(let revisionID) = entry[3], case .integer(let engineID) = entry[4], case .integer(let treeID) = entry[5] {
                try db.cachedStatement(sql: """
                    UPDATE baselines SET revision_id = ?, engine_id = ?, tree_id = ?, approval_id = ?
                    WHERE model_id = ? AND variant = ? AND proposal_id = ?
                    """).execute([.integer(revisionID), .integer(engineID), .integer(treeID), .integer(undoID)] + key)
            } else {
                try db.cachedStatement(sql: "DELETE FROM baselines WHERE model_id = ? AND variant = ? AND proposal_id = ?")
                    .execute(key)
            }
        }
    }

    /// The whole approvals log, oldest first.
    public func approvals() throws(DatabaseError) -> [Approval] {
        let statement = try db.cachedStatement(sql: """
            SELECT a.id, a.action, a.undoes_id, a.approved_at, a.approved_by, a.message,
                   (SELECT count(*) FROM approval_entries WHERE approval_id = ifnull(a.undoes_id, a.id))
            FROM approvals a ORDER BY a.id
            """)
        var approvals: [Approval] = []
        try statement.forEachRow { row throws(DatabaseError) in approvals.append(try Self.approval(row)) }
        return approvals
    }

    private static func baseline(_ row: Statement) throws(DatabaseError) -> Baseline {
        Baseline(
            modelID: try row.requiredInt64(at: 0), variant: try row.requiredString(at: 1), proposalID: try row.requiredInt64(at: 2),
            revisionID: try row.requiredInt64(at: 3), engineID: try row.requiredInt64(at: 4), treeID: try row.requiredInt64(at: 5), approvalID: try row.requiredInt64(at: 6)
        )
    }

    private static func approval(_ row: Statement) throws(DatabaseError) -> Approval {
        Approval(
            id: try row.requiredInt64(at: 0), action: try row.requiredString(at: 1), undoesID: row.optionalInt64(at: 2),
            approvedAt: try row.requiredString(at: 3), approvedBy: try row.requiredString(at: 4), message: try row.requiredString(at: 5),
            entryCount: try row.requiredInt(at: 6)
        )
    }
}
