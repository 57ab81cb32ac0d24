/// Where a layer of constant size was last placed — its origin, as exact bit patterns — and
/// the layout that placed it (see `LayoutSession.place(_:at:proposal:size:)`).
///
/// A layer of constant size places everything it lays out the same whatever it is proposed
/// (rule 4.1: a fixed frame proposes its child its own size, never consulting the offer, and
/// the modifiers that keep a constant size propose their constant-size child or content
/// through it), so with sizes that depend only on a layer and its proposal
/// (`LayoutSession.replaysPlacements`), its placement is a function of its origin alone. When
/// the next layout of the tree places it at the same origin, the frames and facts its subtree
/// left in the session's buffers are that placement: the session keeps them.
struct PlacementMemo: BitwiseCopyable {
    /// The layout (cache generation) that placed the layer at this origin; 0: none.
    var generation: UInt32
    var x: UInt64
    var y: UInt64

    static let none = PlacementMemo(generation: 0, x: 0, y: 0)

    private init(generation: UInt32, x: UInt64, y: UInt64) {
        self.generation = generation
        self.x = x
        self.y = y
    }

    /// A placement at `origin` in layout `generation`.
    @inline(__always)
    init(generation: UInt32, origin: Point) {
        self.init(generation: generation, x: origin.x.bitPattern, y: origin.y.bitPattern)
    }

    /// True when `other` is at the same origin, bit for bit.
    @inline(__always)
    func hasSameOrigin(as other: PlacementMemo) -> Bool {
        x == other.x && y == other.y
    }
}
