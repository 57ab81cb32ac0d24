/// What a layer was last placed with — origin, size and proposal, as exact bit patterns — and
/// the layout that placed it (see `LayoutSession.place(_:at:proposal:size:)`).
///
/// A layer's placement of everything it lays out depends only on these (sizes depend only on
/// a layer and its proposal while `LayoutSession.replaysPlacements` holds), so when the next
/// layout of the tree places the layer with the same ones, the frames and facts its subtree
/// left in the session's buffers are that placement: the session keeps them instead of
/// placing it again.
struct PlacementMemo: BitwiseCopyable {
    /// The layout (cache generation) that placed the layer with these inputs; 0: none.
    var generation: UInt32
    var x: UInt64
    var y: UInt64
    var width: UInt64
    var height: UInt64
    var proposedWidth: UInt64
    var proposedHeight: UInt64

    static let none = PlacementMemo(generation: 0, x: 0, y: 0, width: 0, height: 0, proposedWidth: 0, proposedHeight: 0)

    /// The inputs of a placement in layout `generation`.
    @inline(__always)
    init(generation: UInt32, origin: Point, size: Size, proposal: ProposedSize) {
        self.init(
            generation: generation, x: origin.x.bitPattern, y: origin.y.bitPattern,
            width: size.width.bitPattern, height: size.height.bitPattern,
            proposedWidth: MeasurementCache.key(proposal.width), proposedHeight: MeasurementCache.key(proposal.height)
        )
    }

    private init(generation: UInt32, x: UInt64, y: UInt64, width: UInt64, height: UInt64, proposedWidth: UInt64, proposedHeight: UInt64) {
        self.generation = generation
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.proposedWidth = proposedWidth
        self.proposedHeight = proposedHeight
    }

    /// True when `other` has the same origin, size and proposal, bit for bit.
    @inline(__always)
    func hasSameInputs(as other: PlacementMemo) -> Bool {
        x == other.x && y == other.y && width == other.width && height == other.height
            && proposedWidth == other.proposedWidth && proposedHeight == other.proposedHeight
    }
}
