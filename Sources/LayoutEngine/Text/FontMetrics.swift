/// PLACEHOLDER (replaced by the text-metrics work): the vertical metrics of a font at its
/// resolved size (text scale applied), as text spacing and baselines need them.
public struct FontMetrics: Hashable, Sendable {
    public var pointSize: Double
    /// Distance between consecutive baselines.
    public var lineHeight: Double
    /// Height above the baseline (positive).
    public var ascender: Double
    /// Depth below the baseline (positive).
    public var descender: Double
    /// Extra space between lines.
    public var leading: Double
    public var capHeight: Double

    public init(pointSize: Double, lineHeight: Double, ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }
}
