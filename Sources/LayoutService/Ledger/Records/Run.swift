/// A row of `runs`: a batch recompute, its progress and its counts.
public struct Run: Hashable, Sendable {
    public var id: Int64
    public var engineID: Int64
    public var againstEngineID: Int64?
    /// The filter as a JSON object.
    public var filter: String
    public var startedAt: String
    public var finishedAt: String?
    /// The last revision whose scenarios are all committed.
    public var cursorRevisionID: Int64
    public var counts: RunCounts
}
