import LayoutStorage

/// Cache use kept across sessions (`cache_statistics`).
extension SQLiteLedger {
    /// Adds one session's counts to the stored ones, and raises the peak to `delta`'s when higher.
    public func addCacheFigures(_ delta: CacheFigures, at time: String) throws(DatabaseError) {
        try db.cachedStatement(sql: """
            UPDATE cache_statistics SET memory_hits = memory_hits + ?, memory_misses = memory_misses + ?,
                database_hits = database_hits + ?, database_misses = database_misses + ?, computes = computes + ?,
                memory_peak_bytes = max(memory_peak_bytes, ?), updated_at = ?
            WHERE id = 1
            """).execute([
                .integer(Int64(delta.memoryHits)), .integer(Int64(delta.memoryMisses)), .integer(Int64(delta.databaseHits)),
                .integer(Int64(delta.databaseMisses)), .integer(Int64(delta.computes)), .integer(Int64(delta.memoryPeakBytes)),
                .text(time),
            ])
    }

    /// The accumulated figures.
    public func cacheFigures() throws(DatabaseError) -> CacheFigures {
        let statement = try db.cachedStatement(sql: """
            SELECT memory_hits, memory_misses, database_hits, database_misses, computes, memory_peak_bytes, updated_at
            FROM cache_statistics WHERE id = 1
            """)
        defer { statement.reset() }
        guard try statement.step() else { return CacheFigures() }
        return CacheFigures(
            memoryHits: try statement.requiredInt(at: 0), memoryMisses: try statement.requiredInt(at: 1), databaseHits: try statement.requiredInt(at: 2),
            databaseMisses: try statement.requiredInt(at: 3), computes: try statement.requiredInt(at: 4), memoryPeakBytes: try statement.requiredInt(at: 5),
            updatedAt: statement.string(at: 6)
        )
    }
}
