/// Who worked on a run and how fast, on the server's clock: what `runs show --progress` reports
/// from any machine.
public struct QueueActivity: Hashable, Sendable {
    /// Every worker that claimed a page of the run, by name.
    public let workers: [WorkerActivity]
    /// Seconds from the run's first claim to its last completion (to now while pages are open);
    /// nil before any claim.
    public let elapsedSeconds: Double?
    /// Scenarios of the pages completed in the last minute.
    public let scenariosLastMinute: Int
}
