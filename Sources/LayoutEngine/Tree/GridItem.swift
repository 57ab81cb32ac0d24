/// One track definition of a lazy grid (`GridItem`, rule 14.1): a column of a `lazyVGrid`, a
/// row of a `lazyHGrid`.
public struct GridItem: Hashable, Sendable {
    /// How the track is sized (rule 14.1).
    public enum Size: Hashable, Sendable {
        /// Exactly this long.
        case fixed(Double)
        /// Its offer clamped to `minimum...maximum`.
        case flexible(minimum: Double, maximum: Double)
        /// Split into as many sub-tracks of at least `minimum` as fit (rule 14.3).
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The gap after this track (nil: the default, 8).
    public var spacing: Double?
    /// Where a cell's view sits inside its cell (nil: centre).
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
