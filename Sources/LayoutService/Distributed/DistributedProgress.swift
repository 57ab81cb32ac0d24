import LayoutPostgres

/// Where a distributed run stands, as any machine sees it in the database: its pages by state,
/// its scenarios done and planned, its workers and its throughput.
public struct DistributedProgress: Hashable, Sendable {
    /// The run's record (its counts are those of its completed pages).
    public let run: Run
    /// The run's pages by state.
    public let queue: QueueProgress
    /// Who worked on it, and how fast.
    public let activity: QueueActivity

    /// Scenarios per second from the first claim to the last completion (to now while open).
    public var scenariosPerSecond: Double? {
        guard let seconds = activity.elapsedSeconds, seconds > 0 else { return nil }
        return Double(queue.scenariosDone) / seconds
    }
}
