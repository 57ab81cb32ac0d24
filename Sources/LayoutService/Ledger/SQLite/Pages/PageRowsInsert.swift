import CPageRows
import LayoutStorage

/// An insert that takes a batch page's rows of a table from its table-valued function —
/// `page_results`, `page_run_changes`, `page_tree_nodes`, `page_scenario_trees`,
/// `page_run_change_counts` (C, `CPageRows`): one statement run per page, the page's C rows and
/// bytes bound as one pointer (https://sqlite.org/bindptr.html) and read by SQLite in place.
/// Nothing is bound per row, and SQLite's per-statement work (stepping, halting, resetting)
/// is paid once per page; the rows meet every constraint of their table as any insert's do.
///
/// Like the multi-row inserts (``HeldRow``), the inserts are `INSERT OR FAIL`: SQLite keeps no
/// statement journal, and a failing row fails its page (or, outside a page, is written alone).
/// A tree's nodes and a page's counts keep `OR ABORT`: outside a page they are written
/// together too, and a failing row then takes its statement's others with it.
enum PageRowsInsert {
    case results, runChanges, treeNodes, scenarioTrees, runChangeCounts

    /// The statement, its one parameter the page.
    var sql: String {
        switch self {
        case .results:
            """
            INSERT OR FAIL INTO results (
                engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
                overflowing_nodes, chosen_branch
            )
            SELECT
                engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
                overflowing_nodes, chosen_branch
            FROM page_results(?1)
            WHERE true  -- an upsert after a SELECT with a FROM needs a WHERE, or its ON reads as a join's
            ON CONFLICT (engine_id, tree_id, proposal_id) DO NOTHING
            """
        case .runChanges:
            """
            INSERT OR FAIL INTO run_changes (
                run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes,
                max_delta, nodes, legacy_moves, error, ranked
            )
            SELECT
                run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes,
                max_delta, nodes, NULL, error, ranked
            FROM page_run_changes(?1)
            """
        case .treeNodes:
            """
            INSERT INTO tree_nodes (tree_id, node_index, path, node_id, type, text)
            SELECT tree_id, node_index, path, node_id, type, text FROM page_tree_nodes(?1)
            """
        case .scenarioTrees:
            """
            INSERT OR FAIL INTO scenario_trees (engine_id, revision_id, variant, tree_id)
            SELECT engine_id, revision_id, variant, tree_id FROM page_scenario_trees(?1)
            WHERE true  -- as for results
            ON CONFLICT (engine_id, revision_id, variant) DO NOTHING
            """
        case .runChangeCounts:
            // Each group added to the run's row of it when there is one. Run with SQLite's
            // CHECK constraints on: the function checks nothing (a page has a few dozen groups).
            """
            INSERT INTO run_change_counts (
                run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
            )
            SELECT
                run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
            FROM page_run_change_counts(?1)
            WHERE true  -- as for results
            ON CONFLICT DO UPDATE SET scenarios = scenarios + excluded.scenarios, moved_nodes = moved_nodes + excluded.moved_nodes,
                appeared_nodes = appeared_nodes + excluded.appeared_nodes,
                disappeared_nodes = disappeared_nodes + excluded.disappeared_nodes, max_delta = max(max_delta, excluded.max_delta)
            """
        }
    }

    /// The pointer type the page is bound as.
    var pointerType: UnsafePointer<CChar> {
        switch self {
        case .results: ls_page_results_pointer_type()
        case .runChanges: ls_page_run_changes_pointer_type()
        case .treeNodes: ls_page_tree_nodes_pointer_type()
        case .scenarioTrees: ls_page_scenario_trees_pointer_type()
        case .runChangeCounts: ls_page_run_change_counts_pointer_type()
        }
    }

    /// Runs `statement` (prepared from ``sql``) over `held`'s rows in one run.
    func execute<Row>(_ statement: Statement, _ held: HeldPageRows<Row>) throws(DatabaseError) {
        try execute(statement, rows: held.rows, bytes: held.bytes, together: true)
    }

    /// Runs `statement` (prepared from ``sql``) over `rows`, whose spans lie in `bytes`: all of
    /// them in one run when `together`, else one run per row (each row then written alone).
    func execute<Row>(_ statement: Statement, rows: [Row], bytes: [UInt8], together: Bool) throws(DatabaseError) {
        try rows.withUnsafeBufferPointer { rows throws(DatabaseError) in
            try bytes.withUnsafeBufferPointer { bytes throws(DatabaseError) in
                var page = LSPageRows(
                    rows: UnsafeRawPointer(rows.baseAddress), count: Int64(rows.count), bytes: bytes.baseAddress,
                    byte_count: Int64(bytes.count)
                )
                if together {
                    try statement.execute(pointer: &page, type: pointerType, at: 1)
                    return
                }
                for index in rows.indices {
                    page.rows = UnsafeRawPointer(rows.baseAddress! + index)
                    page.count = 1
                    try statement.execute(pointer: &page, type: pointerType, at: 1)
                }
            }
        }
    }
}
