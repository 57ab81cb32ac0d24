/// How the result caches have been used: hits and misses per tier, layouts computed, bytes held.
public struct CacheStatistics: Hashable, Sendable {
    public var memoryHits = 0
    public var memoryMisses = 0
    public var databaseHits = 0
    public var databaseMisses = 0
    /// Layouts the engine computed (every miss of both tiers, and every batch layout).
    public var computes = 0
    /// Bytes the memory tier holds (an estimate of the cached results' size).
    public var memoryBytes = 0
    public var memoryEntries = 0

    public init() {}
}
