/// The vertical metrics of a font at its resolved size (text scale applied), as text spacing and
/// baselines need them.
///
/// Rule 12: named styles take their point size and line height from `TextStyle`'s table;
/// `.size(N)` takes its line height from `lineHeight(forPointSize:)`. The text scale multiplies
/// both. The leading is 0 (like Apple's system fonts): the line height is split into ascender
/// and descender in DejaVu Sans's 'hhea' proportion (1901 : 483), and the cap height is DejaVu
/// Sans's (1493 / 2048 em).
public struct FontMetrics: Hashable, Sendable {
    /// The font size in points, text scale applied.
    public var pointSize: Double
    /// Distance between consecutive baselines.
    public var lineHeight: Double
    /// Height above the baseline (positive).
    public var ascender: Double
    /// Depth below the baseline (positive).
    public var descender: Double
    /// Extra space between lines.
    public var leading: Double
    /// Height of a capital letter above the baseline.
    public var capHeight: Double

    /// Metrics from their parts.
    public init(pointSize: Double, lineHeight: Double, ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The metrics of `font` with every size multiplied by `textScale` (rule 12); a negative or
    /// NaN size or scale counts as 0.
    public init(font: Font, textScale: Double) {
        let textScale = max(0, textScale)
        let unscaledSize: Double
        let unscaledLineHeight: Double
        switch font {
        case .style(let style):
            unscaledSize = style.pointSize
            unscaledLineHeight = style.lineHeight
        case .size(let size):
            unscaledSize = max(0, size)
            unscaledLineHeight = Self.lineHeight(forPointSize: unscaledSize)
        }
        let lineHeight = unscaledLineHeight * textScale
        let ascenderShare = Double(TextGlyphAdvances.ascender)
            / Double(TextGlyphAdvances.ascender + TextGlyphAdvances.descender)
        self.init(
            pointSize: unscaledSize * textScale,
            lineHeight: lineHeight,
            ascender: lineHeight * ascenderShare,
            descender: lineHeight * (1 - ascenderShare),
            leading: 0,
            capHeight: unscaledSize * textScale * Double(TextGlyphAdvances.capHeight) / Double(TextGlyphAdvances.unitsPerEm)
        )
    }

    /// The line height of an explicit point size: linear interpolation between the named
    /// styles' (point size, line height) pairs; outside them, the ratio of the nearest end
    /// (13/11 below 11 pt, 41/34 above 34 pt).
    static func lineHeight(forPointSize size: Double) -> Double {
        let anchors = lineHeightAnchors
        guard let first = anchors.first, let last = anchors.last else { return size }
        if size <= first.pointSize { return size * first.lineHeight / first.pointSize }
        for (lower, upper) in zip(anchors, anchors.dropFirst()) where size <= upper.pointSize {
            let fraction = (size - lower.pointSize) / (upper.pointSize - lower.pointSize)
            return lower.lineHeight + fraction * (upper.lineHeight - lower.lineHeight)
        }
        return size * last.lineHeight / last.pointSize
    }

    /// The named styles' (point size, line height) pairs by increasing point size, one per size.
    private static let lineHeightAnchors: [(pointSize: Double, lineHeight: Double)] = {
        var anchors: [(pointSize: Double, lineHeight: Double)] = []
        for style in TextStyle.allCases.sorted(by: { $0.pointSize < $1.pointSize })
        where anchors.last?.pointSize != style.pointSize {
            anchors.append((style.pointSize, style.lineHeight))
        }
        return anchors
    }()
}
