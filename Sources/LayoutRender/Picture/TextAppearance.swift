import LayoutEngine

/// The font a text node is drawn in: the engine's measured point size, line height and
/// ascender, and SwiftUI's weight for the style.
struct TextAppearance: Hashable {
    /// The point size the engine measured with (text scale applied).
    var pointSize: Double
    var lineHeight: Double
    /// Height above the baseline of the first line.
    var ascender: Double
    /// CSS font weight: 600 for the headline style (SwiftUI's semibold), else 400.
    var weight: Int
    /// True when there was no tree and the size was estimated from the frame's line height.
    var isEstimated: Bool

    /// The font of `font` as the engine measures it at `textScale` and `sizeCategory` (`FontMetrics`).
    init(font: Font, textScale: Double, sizeCategory: ContentSizeCategory) {
        let metrics = FontMetrics(font: font, textScale: textScale, sizeCategory: sizeCategory)
        pointSize = metrics.pointSize
        lineHeight = metrics.lineHeight
        ascender = metrics.ascender + metrics.leading / 2
        if case .style(.headline) = font { weight = 600 } else { weight = 400 }
        isEstimated = false
    }

    /// An estimate from a text frame alone: each line `height / lines` high, body's proportions
    /// (17 pt on a 22 pt line, ascender 0.797 of the line).
    init(estimatedFrom frame: Rect, lineCount: Int) {
        let lineHeight = lineCount > 0 ? frame.height / Double(lineCount) : frame.height
        self.lineHeight = lineHeight
        pointSize = max(1, lineHeight * 17 / 22)
        ascender = lineHeight * 0.797
        weight = 400
        isEstimated = true
    }
}
