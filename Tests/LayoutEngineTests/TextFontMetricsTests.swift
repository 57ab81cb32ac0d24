import Testing
@testable import LayoutEngine

/// Tests of `FontMetrics` and the Dynamic Type table (the file name keeps the text component's
/// test prefix). Expected sizes are Apple's published Dynamic Type sizes (Human Interface
/// Guidelines, Typography); Inter's vertical metrics were read from Inter-Regular.otf's hhea
/// and OS/2 tables (units per em 2816, ascender 2728, descender −680, line gap 0, cap height
/// 2048). Tolerance 1e-9.
@Suite struct TextFontMetricsTests {
    let measurer = TextMeasurer(options: .default)

    @Test(arguments: [
        (TextStyle.largeTitle, ContentSizeCategory.large, 34.0, 41.0), (.title, .large, 28, 34), (.title2, .large, 22, 28),
        (.title3, .large, 20, 25), (.headline, .large, 17, 22), (.body, .large, 17, 22), (.callout, .large, 16, 21),
        (.subheadline, .large, 15, 20), (.footnote, .large, 13, 18), (.caption, .large, 12, 16), (.caption2, .large, 11, 13),
        (.body, .xSmall, 14, 19), (.caption2, .xSmall, 11, 13), (.headline, .xxxLarge, 23, 29),
        (.largeTitle, .accessibility1, 44, 52), (.body, .accessibility3, 40, 48), (.largeTitle, .accessibility5, 60, 70),
        (.caption2, .accessibility5, 40, 48), (.title, .xLarge, 30, 37), (.footnote, .medium, 12, 16),
    ])
    func namedStylesHaveApplesSizeAndLeading(style: TextStyle, category: ContentSizeCategory, pointSize: Double, lineHeight: Double) {
        let metrics = measurer.fontMetrics(.style(style), sizeCategory: category)
        #expect(abs(metrics.pointSize - pointSize) < 1e-9)
        #expect(abs(metrics.lineHeight - lineHeight) < 1e-9)
    }

    @Test func everyStyleAtEveryCategoryHasTheSizeAndLeadingOfApplesTables() throws {
        let table = try TextExpectationTable("dynamic-type-sizes.tsv")
        #expect(table.rows.count == ContentSizeCategory.allCases.count * TextStyle.allCases.count)
        for row in table.rows {
            let category = try #require(ContentSizeCategory(rawValue: row[0]), "\(row)")
            let font = try #require(TextExpectationTable.font(row[1]), "\(row)")
            let metrics = measurer.fontMetrics(font, sizeCategory: category)
            #expect(abs(metrics.pointSize - Double(row[2])!) < 1e-9, "\(row)")
            #expect(abs(metrics.lineHeight - Double(row[3])!) < 1e-9, "\(row)")
        }
    }

    @Test func everyStyleGrowsWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { measurer.fontMetrics(.style(style), sizeCategory: $0).pointSize }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(sizes.first! >= 11)
        }
    }

    @Test func headlineIsSemiboldAndTheOtherStylesRegular() {
        #expect(TextStyle.allCases.filter { $0.weight == .semibold } == [.headline])
        #expect(Font.size(17).weight == .regular)
    }

    @Test func verticalMetricsAreInters() {
        let body = measurer.fontMetrics(.body)
        #expect(abs(body.ascender - 17.0 * 2728 / 2816) < 1e-9)
        #expect(abs(body.descender - 17.0 * 680 / 2816) < 1e-9)
        #expect(body.leading == 0)
        #expect(abs(body.capHeight - 17.0 * 2048 / 2816) < 1e-9)
    }

    @Test func explicitSizesTakeTheFontsOwnLineHeight() {
        let metrics = measurer.fontMetrics(.size(14))
        #expect(abs(metrics.pointSize - 14) < 1e-9)
        #expect(abs(metrics.lineHeight - 14.0 * (2728 + 680) / 2816) < 1e-9)
    }

    @Test func textScaleMultipliesSizeAndLineHeight() {
        let metrics = TextMeasurer(options: EngineOptions(textScale: 2)).fontMetrics(.body)
        #expect(abs(metrics.pointSize - 34) < 1e-9)
        #expect(abs(metrics.lineHeight - 44) < 1e-9)
    }

    @Test func negativeSizesAndScalesCountAsZero() {
        #expect(measurer.fontMetrics(.size(-4)).lineHeight == 0)
        #expect(TextMeasurer(options: EngineOptions(textScale: -1)).fontMetrics(.body).pointSize == 0)
        let layout = TextMeasurer(options: EngineOptions(textScale: 0)).measure("Hello", font: .body, lineLimit: nil, proposal: ProposedSize(width: 10, height: 10))
        #expect(layout.size == .zero)
    }

    @Test func unknownSizeCategoriesAreNamedInTheError() throws {
        #expect(throws: TextInputError.unknownSizeCategory("huge")) { try ContentSizeCategory(named: "huge") }
        #expect(TextInputError.unknownSizeCategory("huge").description.contains("accessibility5"))
        #expect(try ContentSizeCategory(named: "xxxLarge") == .xxxLarge)
    }
}
