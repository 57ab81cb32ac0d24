import LayoutEngine

/// One (revision × engine) result of a scenario, and what changed since the entry before it.
public struct HistoryEntry: Hashable, Sendable {
    public var revision: Int
    public var revisionCreatedAt: String
    public var message: String?
    public var engine: RegisteredEngine
    public var size: Size
    public var facts: ResultFacts
    /// The change from the previous entry; nil for the first.
    public var changeFromPrevious: LayoutDiff?
}
