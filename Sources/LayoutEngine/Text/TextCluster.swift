/// One grapheme cluster of a shaped string: its advance, how it breaks, and where it ends.
struct TextCluster: Hashable, Sendable {
    /// Advance in em (the sum of its glyphs' shaped advances over the font's units per em).
    var advance: Double
    /// Whether the cluster is a space or a hard break.
    var breakClass: TextBreakClass
    /// The UTF-8 offset just past the cluster in its string.
    var utf8End: Int32
    /// The UTF-16 offset just past the cluster in its string (line break opportunities).
    var utf16End: Int32
}
