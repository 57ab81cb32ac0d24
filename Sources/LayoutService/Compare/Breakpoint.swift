/// A width at which a layout changes discretely, and what changes there.
public struct Breakpoint: Hashable, Sendable {
    /// The narrowest width (to the search's precision) showing the new layout, when widening.
    public var width: Double
    /// The changes, one line per node ("#chip4 (text): row 1 → 0").
    public var changes: [String]
}
