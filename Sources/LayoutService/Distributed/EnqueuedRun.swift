/// A recompute spread over workers: the run and its pages in the queue.
public struct EnqueuedRun: Hashable, Sendable {
    /// The run's id.
    public let runID: Int64
    /// The pages the run was split into.
    public let pages: Int
    /// The scenarios its pages are to lay out.
    public let scenarios: Int
    /// Why the run compares with the engine it is against (or with nothing).
    public let comparison: ComparisonSource
    /// Whether the run was enqueued before (an unfinished run of the same engine and filter),
    /// and this call found it instead of starting another.
    public let resumed: Bool
}
