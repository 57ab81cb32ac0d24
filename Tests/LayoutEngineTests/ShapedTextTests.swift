import Testing
@testable import LayoutEngine

/// The shaped-text path of `TextMeasurer`: a string shaped once serves every later measurement
/// of it (in the same measurer, in a fresh one, at other sizes, widths and heights) with exactly
/// the layout its first measurement gave. Expected widths are hand computations from `hb-shape`
/// over the default fonts, as in `TextMeasurerTests`: Inter Regular "Hell" 5060 units, "Hello"
/// 6740, "Hello World" 15204; Inter SemiBold "Hello" 6944 (2816 per em, 17 pt, rounded up to
/// the 1/2 pt grid). Comparisons use a tolerance of 1e-9.
@Suite struct ShapedTextTests {
    private func isClose(_ actual: Double, _ expected: Double) -> Bool {
        abs(actual - expected) < 1e-9
    }

    @Test func aTextMeasuredColdAndWarmGivesIdenticalLinesAndSizes() {
        // Strings no other test measures, so the first measurer below shapes them.
        let strings = ["ShapedTextTests one line", "ShapedTextTests wraps at narrow widths", "ShapedTextTests\nhard break", ""]
        let fonts: [Font] = [.body, .style(.headline)]
        let proposals = [
            ProposedSize.unspecified, ProposedSize(width: 80, height: nil), ProposedSize(width: 40, height: 30),
            ProposedSize(width: 400, height: nil), .zero,
        ]
        func measureAll(_ measurer: TextMeasurer) -> [TextLayout] {
            strings.flatMap { string in
                fonts.flatMap { font in
                    proposals.map { measurer.measure(string, font: font, lineLimit: nil, proposal: $0) }
                }
            }
        }
        let first = TextMeasurer(options: .default)
        let cold = measureAll(first)
        #expect(cold.count == strings.count * fonts.count * proposals.count)
        // Three non-empty strings in two weights (an empty string and a zero width need no shaping).
        #expect(first.shapingCount == 6)
        #expect(cold.contains { $0.lines.count > 1 && !$0.truncated })
        #expect(cold.contains { $0.truncated })
        let warm = measureAll(first)
        #expect(warm == cold)
        #expect(first.shapingCount == 6)
        let fresh = TextMeasurer(options: .default)
        #expect(measureAll(fresh) == cold)
        #expect(fresh.shapingCount == 0)
    }

    @Test func oneLineLayoutIsTheMeasuredLayoutWhereverItFits() throws {
        let measurer = TextMeasurer(options: .default)
        // "Hello" = 6740 units = 40.69 pt: it fits a wrapping width of 41, not 40.5.
        let line = try #require(measurer.oneLine("Hello", font: .body, sizeCategory: .default))
        #expect(isClose(line.layout.size.width, 41))
        #expect(line.layout.lines == ["Hello"])
        #expect(line.fits(wrapWidth: 41))
        #expect(!line.fits(wrapWidth: 40.5))
        for width in [41.0, 100, .infinity] {
            let measured = measurer.measure("Hello", font: .body, lineLimit: 1, proposal: ProposedSize(width: width, height: nil))
            #expect(measured == line.layout)
        }
        #expect(measurer.oneLine("Hello   ", font: .body, sizeCategory: .default)?.layout.lines == ["Hello"])
        #expect(measurer.oneLine("Hello\nWorld", font: .body, sizeCategory: .default) == nil)
        #expect(measurer.oneLine("", font: .body, sizeCategory: .default) == nil)
    }

    @Test func textsSharingAPrefixOrDifferingOnlyInFontDoNotCollide() throws {
        let measurer = TextMeasurer(options: .default)
        let cases: [(String, Font, Double)] = [
            ("Hello", .body, 41), ("Hell", .body, 31), ("Hello World", .body, 92), ("Hello", .style(.headline), 42),
        ]
        // Twice, in both orders, through both paths: each answer is its own text's.
        for round in cases + cases.reversed() + cases {
            let (string, font, width) = round
            #expect(isClose(measurer.measure(string, font: font, lineLimit: nil, proposal: .unspecified).size.width, width))
            let line = try #require(measurer.oneLine(string, font: font, sizeCategory: .default))
            #expect(isClose(line.layout.size.width, width))
            #expect(line.layout.lines == [string])
        }
        #expect(measurer.cachedClusterRunCount == 4)
    }

    @Test func wrappingAtManyWidthsAsksForBreakOpportunitiesOnce() {
        let string = "ShapedTextTests finds its break opportunities once"
        let measurer = TextMeasurer(options: .default)
        let widths = [200.0, 120, 90, 60, 45]
        for width in widths {
            let proposal = ProposedSize(width: width, height: nil)
            let layout = measurer.measure(string, font: .body, lineLimit: nil, proposal: proposal)
            let fresh = TextMeasurer(options: .default)
            #expect(layout == fresh.measure(string, font: .body, lineLimit: nil, proposal: proposal))
            // The opportunities found for the first width are kept in the shared shaped text.
            #expect(fresh.lineBreakSearchCount == 0)
            #expect(layout.lines.count > 1)
        }
        #expect(measurer.lineBreakSearchCount == 1)
        #expect(measurer.cachedLayoutCount == widths.count)
    }
}
