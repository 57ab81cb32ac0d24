/// The vertical metrics of a font at its resolved size (content size category and text scale
/// applied), as line heights, text spacing and baselines need them.
///
/// Rule 12: a named style takes its point size and line height from Apple's Dynamic Type table
/// at the content size category (`TextStyle.dynamicType`); `.size(N)` has point size N and the
/// line height of the font itself (ascender + descender + line gap). The text scale multiplies
/// both. Ascender, descender, leading (line gap) and cap height are the primary face's own
/// (HarfBuzz's horizontal metrics of the weight's face) times the point size.
public struct FontMetrics: Hashable, Sendable {
    /// The font size in points, text scale applied.
    public var pointSize: Double
    /// Distance between consecutive baselines.
    public var lineHeight: Double
    /// Height above the baseline (positive).
    public var ascender: Double
    /// Depth below the baseline (positive).
    public var descender: Double
    /// Extra space between lines (the font's line gap).
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

    /// The metrics of `font` in the default font set at `sizeCategory` (default `.large`) with
    /// every size multiplied by `textScale`, as a `TextMeasurer` with default fonts reports them.
    /// The default fonts must load (see `FontSet.load`).
    public init(font: Font, textScale: Double, sizeCategory: ContentSizeCategory = .default) {
        let fontSet: FontSet
        do {
            fontSet = try FontSet.load(directory: nil)
        } catch {
            preconditionFailure(error.description)
        }
        self.init(font: font, sizeCategory: sizeCategory, textScale: textScale, face: fontSet.primaryFace(for: font.weight).metrics)
    }

    /// The metrics of `font` at `sizeCategory` with every size multiplied by `textScale`, the
    /// vertical metrics from `face`; a negative or NaN size or scale counts as 0.
    init(font: Font, sizeCategory: ContentSizeCategory, textScale: Double, face: FaceMetrics) {
        let textScale = max(0, textScale)
        let unscaledSize: Double
        let unscaledLineHeight: Double
        switch font {
        case .style(let style):
            (unscaledSize, unscaledLineHeight) = style.dynamicType(sizeCategory)
        case .size(let size):
            unscaledSize = max(0, size)
            unscaledLineHeight = unscaledSize * (face.ascender + face.descender + face.lineGap)
        }
        let pointSize = unscaledSize * textScale
        self.init(
            pointSize: pointSize,
            lineHeight: unscaledLineHeight * textScale,
            ascender: face.ascender * pointSize,
            descender: face.descender * pointSize,
            leading: face.lineGap * pointSize,
            capHeight: face.capHeight * pointSize
        )
    }
}

extension Font {
    /// The weight the font is set in: the style's (headline semibold), regular for `.size(N)`.
    var weight: FontWeight {
        if case .style(let style) = self { style.weight } else { .regular }
    }
}
