import LayoutPostgres
import LayoutStorage

/// The latest results of every scenario under one engine in one size category, filtered
/// (`results` joined to the current revisions and the named widths' proposals in that category).
extension PostgresLedger {
    /// The joins and filters every reading of the latest results shares: `$1` the engine,
    /// `$2`…`$10` the criteria, `$11` the size category (``latestResultsArguments(engineID:criteria:)``).
    private static let latestResultsSource = """
        FROM current_revisions r
        JOIN models m ON m.id = r.model_id AND m.archived_at IS NULL
        JOIN scenario_trees s ON s.engine_id = $1 AND s.revision_id = r.id
        CROSS JOIN widths w
        JOIN proposals p ON p.width = w.width AND p.height IS NULL AND p.size_category = $11
        JOIN results res ON res.engine_id = $1 AND res.tree_id = s.tree_id AND res.proposal_id = p.id
        WHERE ($2::text IS NULL OR m.kind = $2) AND ($3::text IS NULL OR m.name ~ $3) AND ($4::text IS NULL OR w.name = $4)
          AND ($5::bigint IS NULL OR (res.truncated_texts > 0) = ($5 <> 0))
          AND ($6::bigint IS NULL OR (res.overflowing_nodes > 0) = ($6 <> 0))
          AND ($7::bigint IS NULL OR res.flow_rows >= $7) AND ($8::bigint IS NULL OR res.flow_rows <= $8)
          AND ($9::bigint IS NULL OR EXISTS (
              SELECT 1 FROM run_changes c
              WHERE c.run_id = $9 AND c.revision_id = r.id AND c.variant = s.variant AND c.proposal_id = p.id
                AND c.status IN ('new', 'changed')))
          AND ($10::bigint IS NULL OR res.flow_rows <> $10)
        """

    /// The latest results `criteria` selects, by model, template and width.
    public func latestResults(engineID: Int64, matching criteria: ResultCriteria) throws(PostgresError) -> [LatestResult] {
        try rows("""
            SELECT m.name AS model, m.kind, r.number, s.variant, w.name AS width_name, w.width AS proposed_width,
                   res.width, res.height, res.flow_rows, res.truncated_texts, res.overflowing_nodes, res.chosen_branch
            \(Self.latestResultsSource)
            ORDER BY m.name COLLATE "C", s.variant COLLATE "C", w.width, w.name COLLATE "C"
            LIMIT $12::bigint OFFSET $13
            """, latestResultsArguments(engineID: engineID, criteria: criteria) + [
                criteria.window.map { Int64($0.limit) }.databaseValue, .integer(Int64(criteria.window?.offset ?? 0)),
            ]).map { row throws(PostgresError) in
            LatestResult(
                model: try row.value(named: "model"), kind: try row.value(named: "kind"), revision: try row.value(named: "number"),
                template: try row.value(named: "variant"), widthName: try row.value(named: "width_name"),
                proposedWidth: try row.value(named: "proposed_width"), width: try row.value(named: "width"),
                height: try row.value(named: "height"), flowRows: try row.value(named: "flow_rows"),
                truncatedTexts: try row.value(named: "truncated_texts"), overflowingNodes: try row.value(named: "overflowing_nodes"),
                chosenBranch: try row.value(named: "chosen_branch")
            )
        }
    }

    /// The latest results `criteria` selects, counted by kind, template, width and flow rows.
    public func latestResultCounts(engineID: Int64, matching criteria: ResultCriteria) throws(PostgresError) -> [LatestResultCount] {
        try rows("""
            SELECT m.kind, s.variant, w.name AS width_name, w.width AS proposed_width, res.flow_rows, count(*) AS results,
                   count(*) FILTER (WHERE res.truncated_texts > 0) AS truncated,
                   count(*) FILTER (WHERE res.overflowing_nodes > 0) AS overflowing
            \(Self.latestResultsSource)
            GROUP BY m.kind, s.variant, w.width, w.name, res.flow_rows
            ORDER BY m.kind COLLATE "C", s.variant COLLATE "C", w.width, w.name COLLATE "C", res.flow_rows NULLS FIRST
            """, latestResultsArguments(engineID: engineID, criteria: criteria)).map { row throws(PostgresError) in
            LatestResultCount(
                kind: try row.value(named: "kind"), template: try row.value(named: "variant"), widthName: try row.value(named: "width_name"),
                proposedWidth: try row.value(named: "proposed_width"), flowRows: try row.value(named: "flow_rows"),
                results: try row.value(named: "results"), truncated: try row.value(named: "truncated"),
                overflowing: try row.value(named: "overflowing")
            )
        }
    }

    /// `$1`…`$11` of ``latestResultsSource``: the engine, the criteria (but their window) and the size category.
    private func latestResultsArguments(engineID: Int64, criteria: ResultCriteria) -> [DatabaseValue] {
        let filter = RevisionFilter(kind: criteria.kind, namePattern: criteria.namePattern)
        return [
            .integer(engineID), filter.arguments[0], filter.arguments[1], criteria.widthName.databaseValue,
            criteria.truncated.databaseValue, criteria.overflowing.databaseValue,
            criteria.minimumRows.map(Int64.init).databaseValue, criteria.maximumRows.map(Int64.init).databaseValue,
            criteria.changedInRun.databaseValue, criteria.excludedRows.map(Int64.init).databaseValue,
            .text(criteria.sizeCategory.rawValue),
        ]
    }
}
