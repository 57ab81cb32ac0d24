import LayoutStorage

/// The latest results of every scenario under one engine in one size category, filtered
/// (`results` joined to the current revisions and the named widths' proposals in that category).
extension SQLiteLedger {
    /// The joins and filters every reading of the latest results shares: `?1` the engine,
    /// `?2`…`?10` the criteria, `?13` the size category (``bindLatestResults(_:engineID:criteria:)``).
    private static let latestResultsSource = """
        FROM current_revisions r
        JOIN models m ON m.id = r.model_id AND m.archived_at IS NULL
        JOIN scenario_trees s ON s.engine_id = ?1 AND s.revision_id = r.id
        JOIN widths w
        JOIN proposals p ON p.width = w.width AND p.height IS NULL AND p.size_category = ?13
        JOIN results res ON res.engine_id = ?1 AND res.tree_id = s.tree_id AND res.proposal_id = p.id
        WHERE (?2 IS NULL OR m.kind = ?2) AND (?3 IS NULL OR m.name GLOB ?3) AND (?4 IS NULL OR w.name = ?4)
          AND (?5 IS NULL OR (res.truncated_texts > 0) = ?5) AND (?6 IS NULL OR (res.overflowing_nodes > 0) = ?6)
          AND (?7 IS NULL OR res.flow_rows >= ?7) AND (?8 IS NULL OR res.flow_rows <= ?8)
          AND (?9 IS NULL OR EXISTS (
              SELECT 1 FROM run_changes c
              WHERE c.run_id = ?9 AND c.revision_id = r.id AND c.variant = s.variant AND c.proposal_id = p.id
                AND c.status IN ('new', 'changed')))
          AND (?10 IS NULL OR res.flow_rows != ?10)
        """

    /// The latest results `criteria` selects, by model, template and width.
    public func latestResults(engineID: Int64, matching criteria: ResultCriteria) throws(DatabaseError) -> [LatestResult] {
        let statement = try db.cachedStatement(sql: """
            SELECT m.name, m.kind, r.number, s.variant, w.name, w.width, res.width, res.height, res.flow_rows,
                   res.truncated_texts, res.overflowing_nodes, res.chosen_branch
            \(Self.latestResultsSource)
            ORDER BY m.name, s.variant, w.width
            LIMIT ?11 OFFSET ?12
            """)
        bindLatestResults(statement, engineID: engineID, criteria: criteria)
        statement.bind(Int64(criteria.window?.limit ?? -1), at: 11)
        statement.bind(Int64(criteria.window?.offset ?? 0), at: 12)
        var rows: [LatestResult] = []
        try statement.forEachRow { row throws(DatabaseError) in
            rows.append(LatestResult(
                model: try row.requiredString(at: 0), kind: try row.requiredString(at: 1), revision: try row.requiredInt(at: 2),
                template: try row.requiredString(at: 3), widthName: try row.requiredString(at: 4), proposedWidth: try row.requiredDouble(at: 5),
                width: try row.requiredDouble(at: 6), height: try row.requiredDouble(at: 7), flowRows: row.optionalInt(at: 8),
                truncatedTexts: try row.requiredInt(at: 9), overflowingNodes: try row.requiredInt(at: 10),
                chosenBranch: row.optionalInt(at: 11)
            ))
        }
        return rows
    }

    /// The latest results `criteria` selects, counted by kind, template, width and flow rows.
    public func latestResultCounts(engineID: Int64, matching criteria: ResultCriteria) throws(DatabaseError) -> [LatestResultCount] {
        let statement = try db.cachedStatement(sql: """
            SELECT m.kind, s.variant, w.name, w.width, res.flow_rows, count(*),
                   sum(res.truncated_texts > 0), sum(res.overflowing_nodes > 0)
            \(Self.latestResultsSource)
            GROUP BY m.kind, s.variant, w.width, w.name, res.flow_rows
            ORDER BY m.kind, s.variant, w.width, w.name, res.flow_rows
            """)
        bindLatestResults(statement, engineID: engineID, criteria: criteria)
        var counts: [LatestResultCount] = []
        try statement.forEachRow { row throws(DatabaseError) in
            counts.append(LatestResultCount(
                kind: try row.requiredString(at: 0), template: try row.requiredString(at: 1), widthName: try row.requiredString(at: 2),
                proposedWidth: try row.requiredDouble(at: 3), flowRows: row.optionalInt(at: 4), results: try row.requiredInt(at: 5),
                truncated: try row.requiredInt(at: 6), overflowing: try row.requiredInt(at: 7)
            ))
        }
        return counts
    }

    /// Binds the engine, the criteria (but their window) and the size category of ``latestResultsSource``.
    private func bindLatestResults(_ statement: Statement, engineID: Int64, criteria: ResultCriteria) {
        statement.bind(engineID, at: 1)
        statement.bind(criteria.kind.databaseValue, at: 2)
        statement.bind(criteria.namePattern.databaseValue, at: 3)
        statement.bind(criteria.widthName.databaseValue, at: 4)
        statement.bind(criteria.truncated.databaseValue, at: 5)
        statement.bind(criteria.overflowing.databaseValue, at: 6)
        statement.bind(criteria.minimumRows.map(Int64.init).databaseValue, at: 7)
        statement.bind(criteria.maximumRows.map(Int64.init).databaseValue, at: 8)
        statement.bind(criteria.changedInRun.databaseValue, at: 9)
        statement.bind(criteria.excludedRows.map(Int64.init).databaseValue, at: 10)
        statement.bind(criteria.sizeCategory.rawValue, at: 13)
    }
}
