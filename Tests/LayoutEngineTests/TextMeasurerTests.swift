import Testing
@testable import LayoutEngine

/// Expected widths are derived by hand from the generated DejaVu table (font units, 2048 per em):
/// H 1540, e 1260, l 569, o 1253, W 2025, r 842, d 1300, space 651, "…" 2048.
/// Every size is a multiple of the pixel grid, so comparisons use a tolerance of 1e-9.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer(options: .default)

    private func measure(
        _ string: String, font: Font = .body, lineLimit: Int? = nil, width: Double?, height: Double? = nil
    ) -> TextLayout {
        measurer.measure(string, font: font, lineLimit: lineLimit, proposal: ProposedSize(width: width, height: height))
    }

    private func isClose(_ actual: Double, _ expected: Double) -> Bool {
        abs(actual - expected) < 1e-9
    }

    @Test func idealWidthIsTheSumOfTableAdvancesRoundedUpToThePixelGrid() {
        // "Hello" = 5191 units; at 17 pt 43.089… → 43.5.
        let layout = measure("Hello", width: nil)
        #expect(isClose(layout.size.width, 43.5))
        #expect(isClose(layout.size.height, 22))
        #expect(layout.lines == ["Hello"])
        #expect(!layout.truncated)
    }

    @Test func infiniteWidthMeasuresLikeNil() {
        #expect(measure("Hello World", width: .infinity, height: .infinity) == measure("Hello World", width: nil))
    }

    @Test func headlineUsesTheBoldTable() {
        // DejaVu Sans Bold "Hello" = 5914 units → 49.09… → 49.5.
        #expect(isClose(measure("Hello", font: .style(.headline), width: nil).size.width, 49.5))
    }

    @Test func wrapsGreedilyAtSpacesAndReportsTheWidestLine() {
        // "Hello World" = 98.2 pt does not fit 60; "World" (5989 units = 49.7) is the widest line.
        let layout = measure("Hello World", width: 60)
        #expect(layout.lines == ["Hello", "World"])
        #expect(isClose(layout.size.width, 50))
        #expect(isClose(layout.size.height, 44))
        #expect(!layout.truncated)
    }

    @Test func proposingTheIdealWidthKeepsOneLine() {
        for string in ["Hello World", "가나다 라마", "Wrap me, please", "漢字かな"] {
            let ideal = measure(string, font: .style(.caption), width: nil)
            #expect(measure(string, font: .style(.caption), width: ideal.size.width) == ideal)
            #expect(measure(string, font: .style(.caption), width: ideal.size.width - 1e-12) == ideal)
        }
    }

    @Test func trailingSpacesDoNotCountTowardWidth() {
        let layout = measure("Hello   ", width: nil)
        #expect(isClose(layout.size.width, 43.5))
        #expect(layout.lines == ["Hello"])
        #expect(measure("Hello   World", width: 60).lines == ["Hello", "World"])
    }

    @Test func breaksBetweenCJKIdeographsButNotBeforeClosingPunctuation() {
        // Caption 12 pt: every ideograph and "。" is 12 pt; width 30 holds two.
        #expect(measure("漢字漢字", font: .style(.caption), width: 30).lines == ["漢字", "漢字"])
        let layout = measure("漢字。漢字", font: .style(.caption), width: 30)
        #expect(layout.lines == ["漢", "字。", "漢字"])
        #expect(isClose(layout.size.width, 24))
    }

    @Test func wrapsHangulAtSpacesLikeWords() {
        // Caption: syllables 12 pt, space 3.81 pt. "가나다" (36) fits 40, so the break is at the space.
        #expect(measure("가나다 라마", font: .style(.caption), width: 40).lines == ["가나다", "라마"])
        // At 30 the first word is broken between syllables; "다 라" fits, "다 라마" does not.
        #expect(measure("가나다 라마", font: .style(.caption), width: 30).lines == ["가나", "다", "라마"])
    }

    @Test func breaksAWordWiderThanTheLineBetweenClusters() {
        // Caption "W" = 11.87 pt: two per 25-pt line.
        let layout = measure("WWWWW", font: .style(.caption), width: 25)
        #expect(layout.lines == ["WW", "WW", "W"])
        #expect(isClose(layout.size.width, 24))
        #expect(isClose(layout.size.height, 48))
    }

    @Test func lineLimitTruncatesTheLastLineAtTheTail() {
        // "Hello…" (7239 units = 60.09) does not fit 60; "Hell…" (5986 units = 49.69) does.
        let layout = measure("Hello World", lineLimit: 1, width: 60)
        #expect(layout.lines == ["Hell\u{2026}"])
        #expect(layout.truncated)
        #expect(isClose(layout.size.width, 50))
        #expect(isClose(layout.size.height, 22))
        #expect(measure("Hello World", lineLimit: 0, width: 60) == layout)
        #expect(!measure("Hello World", lineLimit: 2, width: 60).truncated)
    }

    @Test func truncatedLineTakesTheRestOfItsParagraph() {
        // The shown line is cut from the rest of the paragraph, not from the wrapped "Hello":
        // "Hello Wor…" = 12010 units = 99.7 fits 100; "Hello Worl…" (104.4) does not.
        #expect(measure("Hello World again", lineLimit: 1, width: 100).lines == ["Hello Wor\u{2026}"])
        // "World…" = 8037 units = 66.7 > 60; "Worl…" = 6737 units = 55.9.
        #expect(measure("Hello World again", lineLimit: 2, width: 60).lines == ["Hello", "Worl\u{2026}"])
    }

    @Test func proposedHeightLimitsTheLinesToAtLeastOne() {
        #expect(measure("Hello World", width: 60, height: 30).lines == ["Hell\u{2026}"])
        #expect(measure("Hello World", width: 60, height: 10).lines == ["Hell\u{2026}"])
        #expect(measure("Hello World", width: 60, height: 0).lines == ["Hell\u{2026}"])
        let twoLines = measure("Hello World", width: 60, height: 44)
        #expect(twoLines.lines == ["Hello", "World"])
        #expect(!twoLines.truncated)
    }

    @Test func zeroOrNegativeWidthShowsOnlyAnEllipsis() {
        for width in [0.0, -5, 0.4] {
            let layout = measure("Hello World", width: width)
            #expect(layout.lines == ["\u{2026}"])
            #expect(layout.truncated)
            #expect(isClose(layout.size.width, 17))
            #expect(isClose(layout.size.height, 22))
        }
    }

    @Test func emptyStringIsZeroWideAndOneLineHigh() {
        for width in [nil, 0, 100] as [Double?] {
            let layout = measure("", width: width)
            #expect(isClose(layout.size.width, 0))
            #expect(isClose(layout.size.height, 22))
            #expect(!layout.truncated)
        }
    }

    @Test func hardLineBreaksStartNewLines() {
        let layout = measure("Hello\nWorld", width: nil)
        #expect(layout.lines == ["Hello", "World"])
        #expect(isClose(layout.size.width, 50))
        #expect(isClose(layout.size.height, 44))
        #expect(measure("Hello\r\nWorld", width: nil).lines == ["Hello", "World"])
        #expect(measure("Hello\n", width: nil).lines == ["Hello", ""])
        #expect(measure("Hello\nWorld", lineLimit: 1, width: nil).lines == ["Hello\u{2026}"])
    }

    @Test func emojiClustersHaveTheFixedWidth() {
        // 1.25 em at 17 pt = 21.25 → 21.5, whatever the cluster's scalars.
        for emoji in ["😀", "👨‍👩‍👧", "🇰🇷", "❤️", "1️⃣", "👍🏽"] {
            #expect(isClose(measure(emoji, width: nil).size.width, 21.5), "\(emoji)")
        }
        // "a" (1255) + emoji (2560) = 3815 units = 31.67 → 32.
        #expect(isClose(measure("a😀", width: nil).size.width, 32))
    }

    @Test func combiningMarksAddNoWidth() {
        let decomposed = measure("e\u{301}e\u{301}e\u{301}e\u{301}", width: nil)
        #expect(decomposed.size == measure("eeee", width: nil).size)
        #expect(isClose(measure("\u{301}", width: nil).size.width, 0))
    }

    @Test func scalarsWithoutARuleUseTheFallbackWidth() {
        // 0.6 em = 1229 units at 17 pt = 10.2 → 10.5.
        #expect(isClose(measure("\u{0905}", width: nil).size.width, 10.5))
    }

    @Test func sizesRoundUpToTheDisplayScalesPixelGrid() {
        let thirds = TextMeasurer(options: EngineOptions(displayScale: 3))
        let layout = thirds.measure("Hello", font: .body, lineLimit: nil, proposal: .unspecified)
        #expect(isClose(layout.size.width, 130.0 / 3))
        #expect(isClose(layout.firstBaseline, 53.0 / 3))
    }

    @Test func textScaleMultipliesEverySize() {
        let scaled = TextMeasurer(options: EngineOptions(textScale: 1.5))
        let layout = scaled.measure("Hello", font: .body, lineLimit: nil, proposal: .unspecified)
        // 5191 units at 25.5 pt = 64.64 → 65; line height 22 × 1.5 = 33.
        #expect(isClose(layout.size.width, 65))
        #expect(isClose(layout.size.height, 33))
        #expect(isClose(scaled.fontMetrics(.body).pointSize, 25.5))
    }

    @Test func baselinesAreTheAscenderBelowEachLinesTop() {
        // Body ascender = 22 × 1901 / 2384 = 17.54 → 18; the second line's is 22 + 17.54 → 40.
        let layout = measure("Hello World", width: 60)
        #expect(isClose(layout.firstBaseline, 18))
        #expect(isClose(layout.lastBaseline, 40))
        let single = measure("Hello", width: nil)
        #expect(isClose(single.firstBaseline, 18))
        #expect(isClose(single.lastBaseline, 18))
    }

    @Test func cachedMeasurementsEqualFreshOnes() {
        let cases: [(String, Font, Int?, ProposedSize)] = [
            ("Hello World", .body, nil, ProposedSize(width: 60, height: nil)),
            ("Hello World", .body, 1, ProposedSize(width: 60, height: nil)),
            ("가나다 라마", .style(.caption), nil, ProposedSize(width: 30, height: 100)),
            ("漢字。漢字", .style(.caption), nil, ProposedSize(width: 30, height: nil)),
            ("e\u{301}😀 text\nmore", .style(.headline), 2, ProposedSize(width: 40, height: nil)),
            ("Hello", .size(14), nil, .zero),
        ]
        let shared = TextMeasurer(options: .default)
        for _ in 0..<2 {
            for (string, font, lineLimit, proposal) in cases + cases.reversed() {
                let fresh = TextMeasurer(options: .default).measure(string, font: font, lineLimit: lineLimit, proposal: proposal)
                #expect(shared.measure(string, font: font, lineLimit: lineLimit, proposal: proposal) == fresh)
            }
        }
        #expect(shared.cachedLayoutCount == cases.count)
    }

    @Test func heightsAllowingTheSameLinesShareACacheEntry() {
        let shared = TextMeasurer(options: .default)
        for height in [44.0, 50, 65.9] {
            _ = shared.measure("Hello World", font: .body, lineLimit: nil, proposal: ProposedSize(width: 60, height: height))
        }
        #expect(shared.cachedLayoutCount == 1)
    }

    @Test func remeasuringAtAnotherWidthReusesTheClusters() {
        let shared = TextMeasurer(options: .default)
        for width in [60.0, 50, 40, 30] {
            _ = shared.measure("Hello World", font: .body, lineLimit: nil, proposal: ProposedSize(width: width, height: nil))
        }
        #expect(shared.cachedLayoutCount == 4)
        #expect(shared.cachedClusterRunCount == 1)
    }

    @Test func cacheStaysWithinItsCapacity() {
        let small = TextMeasurer(options: .default, cacheCapacity: 3)
        for width in stride(from: 10.0, through: 100, by: 5) {
            _ = small.measure("Hello World", font: .body, lineLimit: nil, proposal: ProposedSize(width: width, height: nil))
            #expect(small.cachedLayoutCount <= 3)
        }
    }
}
