/// Where a run's queue stands, on the server's clock: pages by state, the workers holding live
/// leases, and the scenarios of completed pages.
public struct QueueProgress: Hashable, Sendable {
    /// Pages no worker has claimed yet.
    public let pending: Int
    /// Pages claimed under a live lease.
    public let claimed: Int
    /// Pages claimed under a lease that expired: any worker may claim them again.
    public let expired: Int
    /// Pages completed.
    public let done: Int
    /// The workers holding live leases, by name.
    public let workers: [String]
    /// The scenarios of completed pages.
    public let scenariosDone: Int
    /// The scenarios all pages were planned with when enqueued (0 for pages enqueued without).
    public var scenariosPlanned: Int = 0

    /// All pages of the run.
    public var total: Int { pending + claimed + expired + done }
    /// Whether every page is completed.
    public var isComplete: Bool { done == total }
}
