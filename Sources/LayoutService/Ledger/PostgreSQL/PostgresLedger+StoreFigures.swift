import LayoutPostgres

/// How big the store is (every table family, read together).
extension PostgresLedger {
    /// Rows of each table, the database's bytes (`pg_database_size`), and the node frames its results hold.
    public func storeFigures() throws(PostgresError) -> StoreFigures {
        guard let row = try row("""
            SELECT (SELECT count(*) FROM models) AS models, (SELECT count(*) FROM revisions) AS revisions,
                   (SELECT count(*) FROM trees) AS trees, (SELECT count(*) FROM results) AS results,
                   (SELECT count(*) FROM engines) AS engines, (SELECT count(*) FROM runs) AS runs,
                   (SELECT count(*) FROM baselines) AS baselines, (SELECT count(*) FROM widths) AS widths,
                   (SELECT coalesce(sum(t.node_count), 0)::bigint FROM results r JOIN trees t ON t.id = r.tree_id) AS node_frames,
                   pg_database_size(current_database()) AS database_bytes
            """) else { throw PostgresError(kind: .unexpectedValue, message: "the store's figures gave no row") }
        return StoreFigures(
            models: try row.value(named: "models"), revisions: try row.value(named: "revisions"), trees: try row.value(named: "trees"),
            results: try row.value(named: "results"), engines: try row.value(named: "engines"), runs: try row.value(named: "runs"),
            baselines: try row.value(named: "baselines"), widths: try row.value(named: "widths"),
            nodeFrames: try row.value(named: "node_frames"), databaseBytes: try row.value(named: "database_bytes")
        )
    }
}
