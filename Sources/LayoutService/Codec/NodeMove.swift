import LayoutEngine

/// One moved node of a stored run change: its index in the new result's tree shape and how
/// its frame changed, each delta quantised to the stored frames' fixed point (1/256 pt).
public struct NodeMove: Hashable, Sendable {
    /// The node's index in the tree shape of the result after the change.
    public var index: Int
    /// The deltas of x, y, width and height in fixed-point units (1/256 pt).
    var dxUnits, dyUnits, dwUnits, dhUnits: Int64

    /// A move with these deltas in points, each rounded to the nearest 1/256 pt (kept within
    /// the fixed point's range; a NaN delta reads as 0).
    public init(index: Int, dx: Double, dy: Double, dw: Double, dh: Double) {
        self.init(index: index, units: (Self.quantised(dx), Self.quantised(dy), Self.quantised(dw), Self.quantised(dh)))
    }

    /// The move from frame `before` to frame `after` of the node at `index`.
    public init(index: Int, from before: Rect, to after: Rect) {
        self.init(
            index: index, dx: after.minX - before.minX, dy: after.minY - before.minY,
            dw: after.width - before.width, dh: after.height - before.height
        )
    }

    /// The move from frame `before` to frame `after` of the node at `index`, both in fixed
    /// point (``RectTags/isFixedPoint``): what `init(index:from:to:)` gives for their values,
    /// in integers. Their coordinates are multiples of 1/256 pt below 2^52 units, so each
    /// difference of doubles is exact and quantises to the difference of the units, bounded.
    @inline(__always)
    init(index: Int, fixedPointFrom before: RectTags, to after: RectTags) {
        @inline(__always) func delta(_ before: UInt64, _ after: UInt64) -> Int64 {
            // Below 2^53 in magnitude: no overflow.
            RectTags.units(after) &- RectTags.units(before)
        }
        let units = (
            delta(before.x, after.x), delta(before.y, after.y), delta(before.width, after.width), delta(before.height, after.height)
        )
        // Every tag below 2^53 is below 2^51 units in magnitude, so every difference is below
        // the limit (2^52): bounded only when a tag is larger (one test for the eight).
        let tags = before.x | before.y | before.width | before.height | after.x | after.y | after.width | after.height
        guard tags >= 1 << 53 else {
            self.init(index: index, units: units)
            return
        }
        @inline(__always) func bounded(_ units: Int64) -> Int64 { min(max(units, -Self.unitLimit), Self.unitLimit) }
        self.init(index: index, units: (bounded(units.0), bounded(units.1), bounded(units.2), bounded(units.3)))
    }

    /// The bound of a delta in units: the fixed point's limit.
    private static let unitLimit = Int64(PackedFrames.fixedPointLimit)

    init(index: Int, units: (Int64, Int64, Int64, Int64)) {
        self.index = index
        (dxUnits, dyUnits, dwUnits, dhUnits) = units
    }

    public var dx: Double { Self.points(dxUnits) }
    public var dy: Double { Self.points(dyUnits) }
    public var dw: Double { Self.points(dwUnits) }
    public var dh: Double { Self.points(dhUnits) }

    /// The largest of the four deltas' magnitudes, in points.
    public var maxDelta: Double {
        Self.points(largestUnits)
    }

    /// The largest of the four deltas' magnitudes, in units (pairwise: the variadic `max`
    /// builds an array of the rest where it is not inlined).
    @inline(__always)
    var largestUnits: UInt64 {
        max(max(dxUnits.magnitude, dyUnits.magnitude), max(dwUnits.magnitude, dhUnits.magnitude))
    }

    /// Bit k set when delta k of x, y, width, height is non-zero.
    @inline(__always)
    var nonZeroMask: UInt64 {
        (dxUnits != 0 ? 1 : 0) | (dyUnits != 0 ? 2 : 0) | (dwUnits != 0 ? 4 : 0) | (dhUnits != 0 ? 8 : 0)
    }

    /// `points` in units of 1/256 pt, rounded to the nearest and bounded by the fixed point's range.
    @inline(__always)
    static func quantised(_ points: Double) -> Int64 {
        guard !points.isNaN else { return 0 }
        let limit = PackedFrames.fixedPointLimit
        let scaled = points * PackedFrames.fixedPointScale
        // At or past the limit every double is whole: only the bound applies.
        guard scaled.magnitude < limit else { return Int64(scaled < 0 ? -limit : limit) }
        // `rounded()` (to nearest, halves away from zero) without a libm call: truncate, then
        // step by the exact remaining fraction.
        let whole = Int64(scaled)
        let fraction = scaled - Double(whole)
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    static func points<Units: BinaryInteger>(_ units: Units) -> Double {
        Double(units) / PackedFrames.fixedPointScale
    }
}
