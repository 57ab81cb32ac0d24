extension ScenarioResolver {
    /// Adds what the caches counted since they were last saved to the store's accumulated
    /// cache statistics, in one small transaction; writes nothing when nothing was counted.
    /// Callers save when their work has succeeded (the CLI: after each command), so a failed
    /// command leaves the store untouched.
    func saveStatistics() throws(ServiceError) {
        let delta = CacheFigures(
            memoryHits: statistics.memoryHits - savedStatistics.memoryHits,
            memoryMisses: statistics.memoryMisses - savedStatistics.memoryMisses,
            databaseHits: statistics.databaseHits - savedStatistics.databaseHits,
            databaseMisses: statistics.databaseMisses - savedStatistics.databaseMisses,
            computes: statistics.computes - savedStatistics.computes,
            memoryPeakBytes: memoryPeakBytes
        )
        guard delta != CacheFigures(memoryPeakBytes: memoryPeakBytes) else { return }
        try writing("saving cache statistics") { try ledger.addCacheFigures(delta, at: currentTimestamp()) }
        savedStatistics = statistics
    }

    /// The cache statistics accumulated over every session on the store, this one's included.
    func storedStatistics() throws(ServiceError) -> CacheFigures {
        try saveStatistics()
        return try inContext("reading cache statistics") { try ledger.cacheFigures() }
    }
}
