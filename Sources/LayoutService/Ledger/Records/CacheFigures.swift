/// The row of `cache_statistics`: cache use accumulated over every session on the store.
public struct CacheFigures: Hashable, Sendable {
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
