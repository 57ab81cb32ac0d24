import LayoutPostgres
import LayoutStorage

/// The latest results of every scenario under one engine in one size category, filtered
/// (`results` joined to the current revisions and the named widths' proposals in that category).
extension PostgresLedger {
    /// Every template's tree of every live model's current revision under the engine `$1`, and
    /// its results (`m`, `r`, `s`, `res`): current revisions found by one grouped pass over
    /// `revisions` rather than a subquery per scenario.
    private static let currentResults = """
        FROM (SELECT model_id, max(number) AS number FROM revisions GROUP BY model_id) cur
        JOIN revisions r ON r.model_id = cur.model_id AND r.number = cur.number
        JOIN models m ON m.id = r.model_id AND m.archived_at IS NULL
        JOIN scenario_trees s ON s.engine_id = $1 AND s.revision_id = r.id
        JOIN results res ON res.engine_id = $1 AND res.tree_id = s.tree_id
        """

    /// The criteria `$2`, `$3`, `$5`…`$10` on `m`, `r`, `s` and `res`
    /// (``latestResultsArguments(engineID:criteria:)``); the width `$4` and the size category
    /// `$11` apply where each reading names the widths.
    private static let criteriaFilter = """
        ($2::text IS NULL OR m.kind = $2) AND ($3::text IS NULL OR m.name ~ $3)
          AND ($5::bigint IS NULL OR (res.truncated_texts > 0) = ($5 <> 0))
          AND ($6::bigint IS NULL OR (res.overflowing_nodes > 0) = ($6 <> 0))
          AND ($7::bigint IS NULL OR res.flow_rows >= $7) AND ($8::bigint IS NULL OR res.flow_rows <= $8)
          AND ($9::bigint IS NULL OR EXISTS (
              SELECT 1 FROM run_changes c
              WHERE c.run_id = $9 AND c.revision_id = r.id AND c.variant = s.variant AND c.proposal_id = res.proposal_id
                AND c.status IN ('new', 'changed')))
          AND ($10::bigint IS NULL OR res.flow_rows <> $10)
        """

    /// The named widths of the size category `$11` (only `$4` when given), joined to results
    /// or counts by proposal `proposal`.
    private static func namedWidths(of proposal: String) -> String {
        """
        JOIN proposals p ON p.id = \(proposal) AND p.height IS NULL AND p.size_category = $11
        JOIN widths w ON w.width = p.width AND ($4::text IS NULL OR w.name = $4)
        """
    }

    /// The latest results `criteria` selects, by model, template and width.
    public func latestResults(engineID: Int64, matching criteria: ResultCriteria) throws(PostgresError) -> [LatestResult] {
        try rows("""
            SELECT m.name AS model, m.kind, r.number, s.variant, w.name AS width_name, w.width AS proposed_width,
                   res.width, res.height, res.flow_rows, res.truncated_texts, res.overflowing_nodes, res.chosen_branch
            \(Self.currentResults)
            \(Self.namedWidths(of: "res.proposal_id"))
            WHERE \(Self.criteriaFilter)
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
        // Counted by proposal first (a hash aggregate over small keys), the widths named after.
        try rows("""
            SELECT c.kind, c.variant, w.name AS width_name, w.width AS proposed_width, c.flow_rows, c.results, c.truncated, c.overflowing
            FROM (
                SELECT m.kind, s.variant, res.proposal_id, res.flow_rows, count(*) AS results,
                       count(*) FILTER (WHERE res.truncated_texts > 0) AS truncated,
                       count(*) FILTER (WHERE res.overflowing_nodes > 0) AS overflowing
                \(Self.currentResults)
                WHERE \(Self.criteriaFilter)
                GROUP BY m.kind, s.variant, res.proposal_id, res.flow_rows
            ) c
            \(Self.namedWidths(of: "c.proposal_id"))
            ORDER BY c.kind COLLATE "C", c.variant COLLATE "C", w.width, w.name COLLATE "C", c.flow_rows NULLS FIRST
            """, latestResultsArguments(engineID: engineID, criteria: criteria)).map { row throws(PostgresError) in
            LatestResultCount(
                kind: try row.value(named: "kind"), template: try row.value(named: "variant"), widthName: try row.value(named: "width_name"),
                proposedWidth: try row.value(named: "proposed_width"), flowRows: try row.value(named: "flow_rows"),
                results: try row.value(named: "results"), truncated: try row.value(named: "truncated"),
                overflowing: try row.value(named: "overflowing")
            )
        }
    }

    /// `$1`…`$11` of ``currentResults``, ``criteriaFilter`` and ``namedWidths(of:)``: the engine,
    /// the criteria (but their window) and the size category.
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
