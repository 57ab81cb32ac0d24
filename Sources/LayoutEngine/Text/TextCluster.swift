/// One grapheme cluster of a measured string: its width, how it breaks, and where it ends.
struct TextCluster: Hashable, Sendable {
    /// Advance in font units (2048 per em).
    var advance: Int32
    /// How the cluster takes part in line breaking.
    var breakClass: TextBreakClass
    /// The UTF-8 offset just past the cluster in its string.
    var utf8End: Int32
}
