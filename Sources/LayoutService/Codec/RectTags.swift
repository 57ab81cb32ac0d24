import LayoutEngine

/// A rectangle's four coordinates (x, y, width, height) as packed frames tag them: a value of
/// `n` 1/256 pt in fixed point is the varint `zigzag(n) << 1` (even), an escaped double the
/// tag 1 (docs/packed-formats.md).
///
/// Fixed point is exact and never holds `-0.0` or NaN, so two rectangles without escapes are
/// equal (`==` on each double) exactly when their tags are, and their difference in 1/256 pt
/// is the difference of the tags' `n`: what a run compares, without a double decoded.
struct RectTags: Equatable {
    var x, y, width, height: UInt64

    /// The tags of an absent rectangle (never compared: presence is compared first).
    static let none = RectTags(x: 0, y: 0, width: 0, height: 0)

    /// Whether every coordinate is in fixed point (no tag is the escape, the only odd tag).
    @inline(__always)
    var isFixedPoint: Bool { (x | y | width | height) & 1 == 0 }

    /// The tag of `value`: `zigzag(n) << 1` when `value` is `n` 1/256 pt with `|n|` below
    /// 2^52 and is not `-0.0`, else 1 (the escape).
    @inline(__always)
    static func tag(of value: Double) -> UInt64 {
        smallTag(of: value) ?? exactTag(of: value)
    }

    /// The tag of `value` when it is `n` 1/256 pt with `|n|` below 2^51 and is not `-0.0`
    /// (nearly every coordinate), else nil.
    @inline(__always)
    static func smallTag(of value: Double) -> UInt64? {
        let scaled = value * PackedFrames.fixedPointScale
        // Below 2^51 in magnitude, adding 1.5 × 2^52 rounds `scaled` to a whole number and
        // leaves it in the sum's low bits (the doubles in [2^52, 2^53) are the whole numbers
        // there): `scaled` is whole when the sum less 1.5 × 2^52 is `scaled` again. No
        // conversion instruction and no range checks. `-0.0` is whole too but takes the escape
        // (so it reads back bit for bit).
        guard scaled.magnitude < 0x1p51 else { return nil }
        let biased = scaled + roundingBias
        guard biased - roundingBias == scaled, value.bitPattern != negativeZeroBits else { return nil }
        return biasedTag(biased)
    }

    /// The tags of `rect`'s coordinates when each is `n` 1/256 pt with `|n|` below 2^51 and
    /// none is `-0.0` (nearly every rectangle), else nil: `smallTag(of:)` of the four, their
    /// checks combined so that a rectangle takes one branch, not three a coordinate. A whole
    /// `scaled` rounds to itself bit for bit, and `-0.0` rounds to `0.0`, whose bits differ.
    @inline(__always)
    static func smallTags(of rect: Rect) -> RectTags? {
        let scale = PackedFrames.fixedPointScale
        let x = rect.origin.x * scale, y = rect.origin.y * scale, width = rect.size.width * scale, height = rect.size.height * scale
        let biasedX = x + roundingBias, biasedY = y + roundingBias
        let biasedWidth = width + roundingBias, biasedHeight = height + roundingBias
        // NaN and the infinities fail the range test.
        let limit: Double = 0x1p51
        let inRange = x.magnitude < limit && y.magnitude < limit && width.magnitude < limit && height.magnitude < limit
        let unrounded = ((biasedX - roundingBias).bitPattern ^ x.bitPattern) | ((biasedY - roundingBias).bitPattern ^ y.bitPattern)
            | ((biasedWidth - roundingBias).bitPattern ^ width.bitPattern) | ((biasedHeight - roundingBias).bitPattern ^ height.bitPattern)
        guard inRange, unrounded == 0 else { return nil }
        return RectTags(x: biasedTag(biasedX), y: biasedTag(biasedY), width: biasedTag(biasedWidth), height: biasedTag(biasedHeight))
    }

    /// The tag of a whole number below 2^51 in magnitude, given biased (plus `roundingBias`):
    /// the number is in the sum's low bits.
    @inline(__always)
    private static func biasedTag(_ biased: Double) -> UInt64 {
        ByteWriter.zigzag(Int64(bitPattern: biased.bitPattern &- roundingBias.bitPattern)) << 1
    }

    /// 1.5 × 2^52: added to a double below 2^51 in magnitude, it rounds it to a whole number.
    private static let roundingBias: Double = 0x1.8p52
    private static let negativeZeroBits = (-0.0).bitPattern

    /// The tag of any `value` (see `tag(of:)`), the way for those `smallTag(of:)` leaves.
    @inline(never)
    static func exactTag(of value: Double) -> UInt64 {
        let scaled = value * PackedFrames.fixedPointScale
        // Below the limit the conversion to Int64 is exact for integral values: "integral" is
        // "converts back to itself" (no libm call for rounding).
        guard scaled.magnitude < PackedFrames.fixedPointLimit, case let fixed = Int64(scaled), Double(fixed) == scaled,
              value.bitPattern != negativeZeroBits else { return 1 }
        return ByteWriter.zigzag(fixed) << 1
    }

    /// The tags of `rect`'s coordinates.
    @inline(__always)
    init(_ rect: Rect) {
        self.init(
            x: Self.tag(of: rect.origin.x), y: Self.tag(of: rect.origin.y), width: Self.tag(of: rect.size.width),
            height: Self.tag(of: rect.size.height)
        )
    }

    init(x: UInt64, y: UInt64, width: UInt64, height: UInt64) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The 1/256 pt units of a fixed-point tag.
    @inline(__always)
    static func units(_ tag: UInt64) -> Int64 {
        ByteReader.unzigzag(tag >> 1)
    }
}
