import LayoutStorage

/// The latest results of every scenario under one engine in one size category, filtered
/// (`results` joined to the current revisions and the named widths' proposals in that category).
///
/// Both readings walk the live models first, then each one's current revision, its scenario
/// trees and their results (`CROSS JOIN` fixes that order: with the engine a parameter, the
/// planner would otherwise scan the engine's results once per model). In name order, a window
/// in query order streams from the `models` name index without sorting every result: the
/// first rows of a million come at once.
extension SQLiteLedger {
    /// Every template's tree of every live model's current revision under the engine `?1`.
    private static let currentScenarios = """
        FROM models m
        CROSS JOIN revisions r ON r.model_id = m.id AND r.number = (SELECT max(number) FROM revisions x WHERE x.model_id = m.id)
        CROSS JOIN scenario_trees s ON s.engine_id = ?1 AND s.revision_id = r.id
        """

    /// The criteria `?2`, `?3`, `?5`…`?10` on models `m`, revisions `r`, scenario trees `s`
    /// and results `res` (``bindLatestResults(_:engineID:criteria:)``); the width (`?4` in
    /// ``latestResults(engineID:matching:)``) and the size category are each reading's own.
    private static let criteriaFilter = """
        m.archived_at IS NULL AND (?2 IS NULL OR m.kind = ?2) AND (?3 IS NULL OR m.name GLOB ?3)
          AND (?5 IS NULL OR (res.truncated_texts > 0) = ?5) AND (?6 IS NULL OR (res.overflowing_nodes > 0) = ?6)
          AND (?7 IS NULL OR res.flow_rows >= ?7) AND (?8 IS NULL OR res.flow_rows <= ?8)
          AND (?9 IS NULL OR EXISTS (
              SELECT 1 FROM run_changes c
              WHERE c.run_id = ?9 AND c.revision_id = r.id AND c.variant = s.variant AND c.proposal_id = res.proposal_id
                AND c.status IN ('new', 'changed')))
          AND (?10 IS NULL OR res.flow_rows != ?10)
        """

    /// The latest results in query order, `?11` of them after skipping `?12`.
    static let latestResultsSQL = """
            SELECT m.name, m.kind, r.number, s.variant, w.name, w.width, res.width, res.height, res.flow_rows,
                   res.truncated_texts, res.overflowing_nodes, res.chosen_branch
            \(currentScenarios)
            CROSS JOIN results res ON res.engine_id = ?1 AND res.tree_id = s.tree_id
            JOIN proposals p ON p.id = res.proposal_id AND p.height IS NULL AND p.size_category = ?13
            JOIN widths w ON w.width = p.width
            WHERE \(criteriaFilter) AND (?4 IS NULL OR w.name = ?4)
            ORDER BY m.name, s.variant, w.width, w.name
            LIMIT ?11 OFFSET ?12
            """

    /// Each matching result's kind, template, proposal and facts, for counting.
    static let latestResultFactsSQL = """
            SELECT m.kind, s.variant, res.proposal_id, res.flow_rows, res.truncated_texts > 0, res.overflowing_nodes > 0
            \(currentScenarios)
            CROSS JOIN results res ON res.engine_id = ?1 AND res.tree_id = s.tree_id
            WHERE \(criteriaFilter)
            """

    /// The latest results `criteria` selects, by model, template and width.
    public func latestResults(engineID: Int64, matching criteria: ResultCriteria) throws(DatabaseError) -> [LatestResult] {
        let statement = try db.cachedStatement(sql: Self.latestResultsSQL)
        bindLatestResults(statement, engineID: engineID, criteria: criteria)
        statement.bind(criteria.widthName.databaseValue, at: 4)
        statement.bind(Int64(criteria.window?.limit ?? -1), at: 11)
        statement.bind(Int64(criteria.window?.offset ?? 0), at: 12)
        statement.bind(criteria.sizeCategory.rawValue, at: 13)
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
    ///
    /// The matching results are read once, a few integers and two short texts each, and
    /// counted here: SQLite's `GROUP BY` would sort every one of a million rows first (about
    /// five times the work). The named widths of each proposal are read apart and joined to
    /// the counts, so two widths of one value both count the results, as the rows list them.
    public func latestResultCounts(engineID: Int64, matching criteria: ResultCriteria) throws(DatabaseError) -> [LatestResultCount] {
        let widthStatement = try db.cachedStatement(sql: """
            SELECT p.id, w.name, w.width FROM widths w
            JOIN proposals p ON p.width = w.width AND p.height IS NULL AND p.size_category = ?2
            WHERE ?1 IS NULL OR w.name = ?1
            """)
        widthStatement.bind(criteria.widthName.databaseValue, at: 1)
        widthStatement.bind(criteria.sizeCategory.rawValue, at: 2)
        var widths: [Int64: [(name: String, width: Double)]] = [:]
        try widthStatement.forEachRow { row throws(DatabaseError) in
            widths[try row.requiredInt64(at: 0), default: []].append((try row.requiredString(at: 1), try row.requiredDouble(at: 2)))
        }
        guard !widths.isEmpty else { return [] }
        let statement = try db.cachedStatement(sql: Self.latestResultFactsSQL)
        bindLatestResults(statement, engineID: engineID, criteria: criteria)
        var counted: [CountKey: LatestResultCount] = [:]
        try statement.forEachRow { row throws(DatabaseError) in
            let key = CountKey(
                kind: try row.requiredString(at: 0), template: try row.requiredString(at: 1), proposalID: try row.requiredInt64(at: 2),
                flowRows: row.optionalInt(at: 3)
            )
            guard widths[key.proposalID] != nil else { return }
            var count = counted[key] ?? LatestResultCount(
                kind: key.kind, template: key.template, widthName: "", proposedWidth: 0, flowRows: key.flowRows, results: 0, truncated: 0,
                overflowing: 0
            )
            count.results += 1
            count.truncated += try row.requiredInt(at: 4)
            count.overflowing += try row.requiredInt(at: 5)
            counted[key] = count
        }
        var counts: [LatestResultCount] = []
        for (key, count) in counted {
            for width in widths[key.proposalID] ?? [] {
                var named = count
                (named.widthName, named.proposedWidth) = (width.name, width.width)
                counts.append(named)
            }
        }
        return counts.sorted {
            ($0.kind, $0.template, $0.proposedWidth, $0.widthName, $0.flowRows ?? -1)
                < ($1.kind, $1.template, $1.proposedWidth, $1.widthName, $1.flowRows ?? -1)
        }
    }

    /// What one count of ``latestResultCounts(engineID:matching:)`` groups by, before widths are named.
    private struct CountKey: Hashable {
        var kind: String
        var template: String
        var proposalID: Int64
        var flowRows: Int?
    }

    /// Binds the engine and the criteria of ``currentScenarios`` and ``criteriaFilter``: all
    /// but the width, the size category and the window, which each reading binds itself.
    private func bindLatestResults(_ statement: Statement, engineID: Int64, criteria: ResultCriteria) {
        statement.bind(engineID, at: 1)
        statement.bind(criteria.kind.databaseValue, at: 2)
        statement.bind(criteria.namePattern.databaseValue, at: 3)
        statement.bind(criteria.truncated.databaseValue, at: 5)
        statement.bind(criteria.overflowing.databaseValue, at: 6)
        statement.bind(criteria.minimumRows.map(Int64.init).databaseValue, at: 7)
        statement.bind(criteria.maximumRows.map(Int64.init).databaseValue, at: 8)
        statement.bind(criteria.changedInRun.databaseValue, at: 9)
        statement.bind(criteria.excludedRows.map(Int64.init).databaseValue, at: 10)
    }
}
