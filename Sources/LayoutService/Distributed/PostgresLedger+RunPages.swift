import LayoutPostgres

/// What only a distributed run needs of the PostgreSQL ledger.
extension PostgresLedger {
    /// Adds one page's counts to a run and moves its cursor up to `cursorRevisionID` (never
    /// back), in the transaction that writes and completes the page: pages complete in any
    /// order, each exactly once, so the run's counts are the sum of its pages'.
    func addToRun(runID: Int64, counts: RunCounts, cursorRevisionID: Int64) throws(PostgresError) {
        try execute("""
            UPDATE runs SET unchanged = unchanged + $1, changed = changed + $2, new = new + $3, failed = failed + $4,
                computed = computed + $5, cursor_revision_id = greatest(cursor_revision_id, $6)
            WHERE id = $7
            """, [
                .integer(Int64(counts.unchanged)), .integer(Int64(counts.changed)), .integer(Int64(counts.new)),
                .integer(Int64(counts.failed)), .integer(Int64(counts.computed)), .integer(cursorRevisionID), .integer(runID),
            ])
    }
}
