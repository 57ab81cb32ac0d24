import LayoutPostgres

/// Cache use kept across sessions (`cache_statistics`).
extension PostgresLedger {
    /// Adds one session's counts to the stored ones, and raises the peak to `delta`'s when higher.
    public func addCacheFigures(_ delta: CacheFigures, at time: String) throws(PostgresError) {
        try execute("""
            UPDATE cache_statistics SET memory_hits = memory_hits + $1, memory_misses = memory_misses + $2,
                database_hits = database_hits + $3, database_misses = database_misses + $4, computes = computes + $5,
                memory_peak_bytes = greatest(memory_peak_bytes, $6), updated_at = $7
            WHERE id = 1
            """, [
                .integer(Int64(delta.memoryHits)), .integer(Int64(delta.memoryMisses)), .integer(Int64(delta.databaseHits)),
                .integer(Int64(delta.databaseMisses)), .integer(Int64(delta.computes)), .integer(Int64(delta.memoryPeakBytes)),
                .text(time),
            ])
    }

    /// The accumulated figures.
    public func cacheFigures() throws(PostgresError) -> CacheFigures {
        guard let row = try row("""
            SELECT memory_hits, memory_misses, database_hits, database_misses, computes, memory_peak_bytes, updated_at
            FROM cache_statistics WHERE id = 1
            """) else { return CacheFigures() }
        return CacheFigures(
            memoryHits: try row.value(named: "memory_hits"), memoryMisses: try row.value(named: "memory_misses"),
            databaseHits: try row.value(named: "database_hits"), databaseMisses: try row.value(named: "database_misses"),
            computes: try row.value(named: "computes"), memoryPeakBytes: try row.value(named: "memory_peak_bytes"),
            updatedAt: try row.value(named: "updated_at")
        )
    }
}
