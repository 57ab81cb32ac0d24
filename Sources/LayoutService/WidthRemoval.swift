/// What removing a named width did.
public struct WidthRemoval: Hashable, Sendable {
    /// The width removed.
    public var width: WidthEntry
    /// The baselines removed with it (only with `force`: none when another name keeps its value).
    public var removedBaselines: Int
}
