/// PLACEHOLDER (replaced by the text-metrics work): measures text for the engine (rule 12).
///
/// One measurer serves one layout pass or one worker thread; it caches by (string, font, width).
public final class TextMeasurer {
    public let options: EngineOptions

    public init(options: EngineOptions) {
        self.options = options
    }

    /// The vertical metrics of `font` under this measurer's options.
    public func fontMetrics(_ font: Font) -> FontMetrics {
        FontMetrics(pointSize: 17, lineHeight: 22, ascender: 17, descender: 5, leading: 0, capHeight: 12)
    }

    /// The text's layout under `proposal` (nil axes mean unlimited), at most `lineLimit` lines.
    public func measure(_ string: String, font: Font, lineLimit: Int?, proposal: ProposedSize) -> TextLayout {
        let lineHeight = 22.0 * options.textScale
        let width = Double(string.count) * 8 * options.textScale
        return TextLayout(
            size: Size(width: min(width, proposal.width ?? .infinity), height: lineHeight),
            lines: [string], truncated: false, firstBaseline: lineHeight * 0.8, lastBaseline: lineHeight * 0.8
        )
    }
}
