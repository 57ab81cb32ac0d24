
/// How far a batch has got: scenarios laid out (committed, or computed in the page being
/// written) out of the total.
public struct RunProgress: Hashable, Sendable {
    public var runID: Int64
    /// Scenarios laid out so far; reported every few hundred, not only when a page commits.
    public var done: Int
    public var total: Int
    /// The counts of the committed pages.
    public var counts: RunCounts
}

/// What a finished batch did.
public struct RunReport: Hashable, Sendable {
    public var runID: Int64
    public var engine: RegisteredEngine
    public var against: RegisteredEngine?
    /// Why the batch compared with `against` (or with nothing).
    public var comparison: ComparisonSource
    /// Counts over the whole run, resumed parts included.
    public var counts: RunCounts
    /// True when this call finished a run an earlier call started.
    public var resumed: Bool
}
