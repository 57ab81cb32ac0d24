/// The SQL of every row a batch writes or moves, in key order (timestamps left out): what the
/// tests comparing two ways of running a batch read from each store.
enum BatchTables {
    static let queries = [
        "SELECT * FROM results ORDER BY engine_id, tree_id, proposal_id",
        "SELECT * FROM scenario_trees ORDER BY engine_id, revision_id, variant",
        "SELECT * FROM trees ORDER BY id",
        "SELECT * FROM tree_nodes ORDER BY tree_id, node_index",
        "SELECT * FROM run_changes ORDER BY run_id, revision_id, variant, proposal_id",
        "SELECT * FROM run_change_counts ORDER BY run_id, kind, variant, proposal_id, status",
        "SELECT * FROM run_models ORDER BY run_id, model_id",
        "SELECT id, engine_id, against_engine_id, filter, cursor_revision_id, unchanged, changed, new, failed, computed FROM runs ORDER BY id",
    ]
}
