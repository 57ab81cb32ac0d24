/// A node's place as packed frames hold it — whether it is shown, its frame and its outer
/// frame — with every coordinate in fixed-point units (1/256 pt), read without converting
/// one to a double: what a run compares when neither side has an escaped coordinate.
///
/// For fixed-point coordinates (`n / 256` exactly, `|n| < 2^52`) two values are equal exactly
/// when their units are, and a difference of two is exact in units, so `change(from:)` and
/// `NodeMove(index:fromUnits:toUnits:)` give what ``NodePlace/change(from:tolerance:)`` with no tolerance
/// and ``NodeMove/init(index:from:to:)`` give for the decoded rectangles.
struct PackedPlace {
    /// A rectangle's x, y, width and height in units.
    typealias Units = SIMD4<Int64>

    var shown: Bool
    var frame: Units?
    var outer: Units?

    /// Where the node is drawn: its outer frame (else its frame) when shown; nil when not shown.
    private var place: Units? { shown ? outer ?? frame : nil }

    /// How one node's place differs from `old` (the same node in the result before) to this.
    enum Change {
        case notShown
        case appeared
        case disappeared
        /// Its frame (or, the frame equal, its outer frame) moved or resized; nil where the
        /// node has no such frame on that side.
        case moved(from: Units?, to: Units?)
        case unmoved
    }

    /// How the node moved from `old` to here (see ``NodePlace/change(from:tolerance:)``).
    @inline(__always)
    func change(from old: PackedPlace) -> Change {
        switch (old.place != nil, place != nil) {
        case (false, false): return .notShown
        case (false, true): return .appeared
        case (true, false): return .disappeared
        case (true, true): break
        }
        if old.frame != frame { return .moved(from: old.frame, to: frame) }
        if old.outer != outer { return .moved(from: old.outer, to: outer) }
        return .unmoved
    }
}
