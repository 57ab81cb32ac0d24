/// How a run's scenarios compared with the engine it ran against.
public struct RunCounts: Hashable, Sendable {
    public var unchanged = 0
    public var changed = 0
    public var new = 0
    public var failed = 0
    /// Layouts actually computed (the rest were already stored).
    public var computed = 0

    public init(unchanged: Int = 0, changed: Int = 0, new: Int = 0, failed: Int = 0, computed: Int = 0) {
        self.unchanged = unchanged
        self.changed = changed
        self.new = new
        self.failed = failed
        self.computed = computed
    }

    /// Every scenario the run has committed.
    public var total: Int { unchanged + changed + new + failed }

    /// The sum of two counts.
    public static func + (lhs: RunCounts, rhs: RunCounts) -> RunCounts {
        RunCounts(
            unchanged: lhs.unchanged + rhs.unchanged, changed: lhs.changed + rhs.changed, new: lhs.new + rhs.new,
            failed: lhs.failed + rhs.failed, computed: lhs.computed + rhs.computed
        )
    }
}
