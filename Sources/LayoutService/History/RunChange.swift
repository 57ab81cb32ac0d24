import LayoutEngine

/// A scenario a run found new, changed or failed, named for people.
public struct RunChange: Hashable, Sendable {
    public var model: String
    public var revision: Int
    public var template: String
    /// The width's name, or its size when no named width has it any more.
    public var width: String
    /// The text size category the scenario was laid out in.
    public var sizeCategory: ContentSizeCategory
    /// `new`, `changed` or `failed`.
    public var status: String
    /// The nodes that moved (with their deltas), appeared and disappeared, in that order.
    public var nodes: [RunNodeChange]
    /// How many nodes moved, appeared and disappeared (all of them, also when `nodes` was not read).
    public var movedNodes: Int
    public var appearedNodes: Int
    public var disappearedNodes: Int
    /// The largest coordinate change, in points.
    public var maxDelta: Double
    public var error: String?
}

/// A new or changed scenario of a run with its stored results before and after.
public struct RunChangeResults: Sendable {
    public var change: RunChange
    /// The compared engine's result; nil when the run compared with none or it lacks the scenario.
    public var old: LayoutResult?
    /// The run's engine's result.
    public var new: LayoutResult
}
