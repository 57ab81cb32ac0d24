/// One worker's share of a run: the pages and scenarios it completed, and whether it is at work.
public struct WorkerActivity: Hashable, Sendable {
    /// The worker's name, `host:pid`.
    public let name: String
    /// Pages it completed.
    public let pagesDone: Int
    /// Scenarios of those pages.
    public let scenarios: Int
    /// Whether it holds a live lease on a page now.
    public let holdsLease: Bool
    /// Seconds since its last claim, heartbeat or completion.
    public let secondsSinceSeen: Double
}
