import Testing
@testable import LayoutEngine

/// Tests of `FontMetrics` (the file name keeps the text component's test prefix). Tolerance 1e-9.
@Suite struct TextFontMetricsTests {
    @Test(arguments: [
        (TextStyle.largeTitle, 34.0, 41.0), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25),
        (.headline, 17, 22), (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20),
        (.footnote, 13, 18), (.caption, 12, 16), (.caption2, 11, 13),
    ])
    func namedStylesHaveTheirTablePointSizeAndLineHeight(style: TextStyle, pointSize: Double, lineHeight: Double) {
        let metrics = FontMetrics(font: .style(style), textScale: 1)
        #expect(abs(metrics.pointSize - pointSize) < 1e-9)
        #expect(abs(metrics.lineHeight - lineHeight) < 1e-9)
        #expect(abs(metrics.ascender + metrics.descender + metrics.leading - lineHeight) < 1e-9)
    }

    @Test func explicitSizesInterpolateTheStyleLineHeights() {
        #expect(abs(FontMetrics.lineHeight(forPointSize: 14) - 19) < 1e-9)
        #expect(abs(FontMetrics.lineHeight(forPointSize: 17) - 22) < 1e-9)
        #expect(abs(FontMetrics.lineHeight(forPointSize: 18.5) - 23.5) < 1e-9)
        #expect(abs(FontMetrics.lineHeight(forPointSize: 68) - 82) < 1e-9)
        #expect(abs(FontMetrics.lineHeight(forPointSize: 5.5) - 6.5) < 1e-9)
    }

    @Test func textScaleMultipliesSizeAndLineHeight() {
        let metrics = FontMetrics(font: .size(14), textScale: 2)
        #expect(abs(metrics.pointSize - 28) < 1e-9)
        #expect(abs(metrics.lineHeight - 38) < 1e-9)
    }

    @Test func verticalMetricsFollowDejaVuSansProportions() {
        let body = FontMetrics(font: .body, textScale: 1)
        #expect(abs(body.ascender - 22.0 * 1901 / 2384) < 1e-9)
        #expect(abs(body.descender - 22.0 * 483 / 2384) < 1e-9)
        #expect(body.leading == 0)
        #expect(abs(body.capHeight - 17.0 * 1493 / 2048) < 1e-9)
    }

    @Test func negativeSizesAndScalesCountAsZero() {
        #expect(FontMetrics(font: .size(-4), textScale: 1).lineHeight == 0)
        #expect(FontMetrics(font: .body, textScale: -1).pointSize == 0)
        let layout = TextMeasurer(options: EngineOptions(textScale: 0)).measure("Hello", font: .body, lineLimit: nil, proposal: ProposedSize(width: 10, height: 10))
        #expect(layout.size == .zero)
    }
}
