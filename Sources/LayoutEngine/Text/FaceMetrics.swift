/// A face's vertical metrics in em (HarfBuzz's horizontal metrics over units per em).
struct FaceMetrics: Hashable, Sendable {
    /// Height above the baseline (positive).
    var ascender: Double
    /// Depth below the baseline (positive).
    var descender: Double
    /// Extra space between lines.
    var lineGap: Double
    /// Height of a capital letter above the baseline.
    var capHeight: Double
}
