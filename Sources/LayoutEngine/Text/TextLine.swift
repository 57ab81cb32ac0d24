/// One shown line of a measured text: a range of its clusters and the line's width.
struct TextLine: Hashable, Sendable {
    /// Index of the line's first cluster.
    var start: Int
    /// One past the last cluster shown (trailing spaces are not shown).
    var end: Int
    /// Width in em, the ellipsis included.
    var width: Double
    /// Whether the line ends with "…" (the text was truncated here).
    var endsWithEllipsis = false
}
