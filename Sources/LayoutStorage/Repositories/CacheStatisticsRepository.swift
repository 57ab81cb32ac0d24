/// The row of `cache_statistics`: cache use accumulated over every session on the store.
public struct StoredCacheStatistics: Hashable, Sendable {
    public var memoryHits: Int
    public var memoryMisses: Int
    public var databaseHits: Int
    public var databaseMisses: Int
    /// Layouts the engine computed.
    public var computes: Int
    /// The most bytes the memory tier held in one session.
    public var memoryPeakBytes: Int
    /// When a session last added to the figures; nil before any did.
    public var updatedAt: String?

    public init(
        memoryHits: Int = 0, memoryMisses: Int = 0, databaseHits: Int = 0, databaseMisses: Int = 0, computes: Int = 0,
        memoryPeakBytes: Int = 0, updatedAt: String? = nil
    ) {
        self.memoryHits = memoryHits
        self.memoryMisses = memoryMisses
        self.databaseHits = databaseHits
        self.databaseMisses = databaseMisses
        self.computes = computes
        self.memoryPeakBytes = memoryPeakBytes
        self.updatedAt = updatedAt
    }
}

/// Cache use kept across sessions (`cache_statistics`).
public struct CacheStatisticsRepository {
    let db: Database

    public init(_ db: Database) {
        self.db = db
    }

    /// Adds one session's counts to the stored ones, and raises the peak to `delta`'s when higher.
    public func add(_ delta: StoredCacheStatistics, at time: String) throws(DatabaseError) {
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
    public func statistics() throws(DatabaseError) -> StoredCacheStatistics {
        let statement = try db.cachedStatement(sql: """
            SELECT memory_hits, memory_misses, database_hits, database_misses, computes, memory_peak_bytes, updated_at
            FROM cache_statistics WHERE id = 1
            """)
        defer { statement.reset() }
        guard try statement.step() else { return StoredCacheStatistics() }
        return StoredCacheStatistics(
            memoryHits: statement.int(at: 0), memoryMisses: statement.int(at: 1), databaseHits: statement.int(at: 2),
            databaseMisses: statement.int(at: 3), computes: statement.int(at: 4), memoryPeakBytes: statement.int(at: 5),
            updatedAt: statement.string(at: 6)
        )
    }
}
