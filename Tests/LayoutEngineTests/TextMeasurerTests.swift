import Testing
@testable import LayoutEngine

/// Expected widths are hand computations from `hb-shape` output over the default fonts
/// (advances in font units; Inter 2816 per em, Noto Sans CJK 1000, Noto Color Emoji 2048):
/// Inter Regular H 2084, e 1640, l 668, o 1680, space 792, W 2528 (2672 before another W or
/// alone), r 1048, d 1748, a 1588, "…" 2312, A 1904 (1712 before V), V 1904; Inter SemiBold
/// "Hello" 6944; Noto Sans CJK ideographs and "。" 1000, Hangul syllables 920, space 280;
/// every Noto Color Emoji glyph 2550. Sizes are multiples of the pixel grid, so comparisons
/// use a tolerance of 1e-9.
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

    @Test func idealWidthIsTheSumOfShapedAdvancesRoundedUpToThePixelGrid() {
        // "Hello" = 6740 units; at 17 pt 40.69 → 41.
        let layout = measure("Hello", width: nil)
        #expect(isClose(layout.size.width, 41))
        #expect(isClose(layout.size.height, 22))
        #expect(layout.lines == ["Hello"])
        #expect(!layout.truncated)
    }

    @Test func kerningPairsAreApplied() {
        // "AV" = 1712 + 1904 = 3616 units = 21.83 → 22; unkerned it would be 3808 = 22.99 → 23.
        #expect(isClose(measure("AV", width: nil).size.width, 22))
        // "A" alone and "V" alone are 1904 units each: 11.49 → 11.5.
        #expect(isClose(measure("A", width: nil).size.width, 11.5))
    }

    @Test func infiniteWidthMeasuresLikeNil() {
        #expect(measure("Hello World", width: .infinity, height: .infinity) == measure("Hello World", width: nil))
    }

    @Test func headlineUsesTheSemiboldFace() {
        // Inter SemiBold "Hello" = 6944 units → 41.92 → 42.
        #expect(isClose(measure("Hello", font: .style(.headline), width: nil).size.width, 42))
    }

    @Test func theSizeCategorySizesNamedStyles() {
        // Body at accessibility5 is 53 pt (line height 62): 6740 units → 126.85 → 127.
        let layout = measurer.measure("Hello", font: .body, sizeCategory: .accessibility5, lineLimit: nil, proposal: .unspecified)
        #expect(isClose(layout.size.width, 127))
        #expect(isClose(layout.size.height, 62))
        // Explicit sizes do not follow the category.
        let fixed = measurer.measure("Hello", font: .size(17), sizeCategory: .accessibility5, lineLimit: nil, proposal: .unspecified)
        #expect(isClose(fixed.size.width, 41))
    }

    @Test func wrapsGreedilyAtSpacesAndReportsTheWidestLine() {
        // "Hello World" = 91.79 pt does not fit 60; "World" (7672 units = 46.32) is the widest line.
        let layout = measure("Hello World", width: 60)
        #expect(layout.lines == ["Hello", "World"])
        #expect(isClose(layout.size.width, 46.5))
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
        #expect(isClose(layout.size.width, 41))
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

    @Test func wrapsHangulBetweenSyllablesAsUAX14Allows() {
        // Caption: syllables 11.04 pt, space 3.36 pt. "가나다" (33.12) fits 40; "가나다 라" does not.
        #expect(measure("가나다 라마", font: .style(.caption), width: 40).lines == ["가나다", "라마"])
        // At 30 "가나다" does not fit: the line breaks between syllables; "다 라" (25.44) fits.
        #expect(measure("가나다 라마", font: .style(.caption), width: 30).lines == ["가나", "다 라", "마"])
    }

    @Test func breaksAWordWiderThanTheLineBetweenClusters() {
        // Caption "W" = 2672 units = 11.39 pt: two per 25-pt line (22.77 → 23).
        let layout = measure("WWWWW", font: .style(.caption), width: 25)
        #expect(layout.lines == ["WW", "WW", "W"])
        #expect(isClose(layout.size.width, 23))
        #expect(isClose(layout.size.height, 48))
    }

    @Test func lineLimitTruncatesTheLastLineAtTheTail() {
        // "Hello…" (9052 units = 54.65) does not fit 50; "Hell…" (7372 units = 44.50) does.
        let layout = measure("Hello World", lineLimit: 1, width: 50)
        #expect(layout.lines == ["Hell\u{2026}"])
        #expect(layout.truncated)
        #expect(isClose(layout.size.width, 45))
        #expect(isClose(layout.size.height, 22))
        #expect(measure("Hello World", lineLimit: 0, width: 50) == layout)
        #expect(!measure("Hello World", lineLimit: 2, width: 50).truncated)
    }

    @Test func truncatedLineTakesTheRestOfItsParagraph() {
        // "Hello Worl…" = 15768 units = 95.19 fits 100; "Hello World…" (105.74) does not.
        #expect(measure("Hello World again", lineLimit: 1, width: 100).lines == ["Hello Worl\u{2026}"])
        // "World…" = 9984 units = 60.27 > 60; "Worl…" = 8236 units = 49.72.
        #expect(measure("Hello World again", lineLimit: 2, width: 60).lines == ["Hello", "Worl\u{2026}"])
    }

    @Test func proposedHeightLimitsTheLinesToAtLeastOne() {
        #expect(measure("Hello World", width: 50, height: 30).lines == ["Hell\u{2026}"])
        #expect(measure("Hello World", width: 50, height: 10).lines == ["Hell\u{2026}"])
        #expect(measure("Hello World", width: 50, height: 0).lines == ["Hell\u{2026}"])
        let twoLines = measure("Hello World", width: 50, height: 44)
        #expect(twoLines.lines == ["Hello", "World"])
        #expect(!twoLines.truncated)
    }

    @Test func zeroOrNegativeWidthShowsOnlyAnEllipsis() {
        // "…" = 2312 units = 13.96 → 14.
        for width in [0.0, -5, 0.4] {
            let layout = measure("Hello World", width: width)
            #expect(layout.lines == ["\u{2026}"])
            #expect(layout.truncated)
            #expect(isClose(layout.size.width, 14))
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
        #expect(isClose(layout.size.width, 46.5))
        #expect(isClose(layout.size.height, 44))
        #expect(measure("Hello\r\nWorld", width: nil).lines == ["Hello", "World"])
        #expect(measure("Hello\n", width: nil).lines == ["Hello", ""])
        #expect(measure("Hello\nWorld", lineLimit: 1, width: nil).lines == ["Hello\u{2026}"])
    }

    @Test func emojiClustersAreSetInTheEmojiFont() {
        // One Noto Color Emoji glyph of 2550 / 2048 em at 17 pt = 21.17 → 21.5, whatever the
        // cluster's scalars (ZWJ family, flag, U+FE0F heart, keycap, skin tone).
        for emoji in ["😀", "👨‍👩‍👧", "🇰🇷", "❤️", "1️⃣", "👍🏽"] {
            #expect(isClose(measure(emoji, width: nil).size.width, 21.5), "\(emoji)")
        }
        // "a" (1588 / 2816 em) + emoji = 30.75 → 31.
        #expect(isClose(measure("a😀", width: nil).size.width, 31))
    }

    @Test func combiningMarksShapeLikeTheirComposedForms() {
        #expect(measure("e\u{301}e\u{301}e\u{301}e\u{301}", width: nil).size == measure("\u{E9}\u{E9}\u{E9}\u{E9}", width: nil).size)
        #expect(isClose(measure("\u{301}", width: nil).size.width, 0))
    }

    @Test func charactersNoFontHasAreFoundAndMeasuredAsTheFirstFontsNotdef() {
        // U+0905 (Devanagari) is in none of the default fonts: Inter's .notdef is 2800 units = 16.9 → 17.
        #expect(isClose(measure("\u{0905}", width: nil).size.width, 17))
        #expect(measurer.fontSet.uncoveredCharacter(in: "ok \u{0905} 😀") == "\u{0905}")
        #expect(measurer.fontSet.uncoveredCharacter(in: "Hello 안녕 😀 漢字\n") == nil)
    }

    @Test func sizesRoundUpToTheDisplayScalesPixelGrid() {
        // "Hello" 40.69 → 123/3; ascender 16.47 → 50/3.
        let thirds = TextMeasurer(options: EngineOptions(displayScale: 3))
        let layout = thirds.measure("Hello", font: .body, lineLimit: nil, proposal: .unspecified)
        #expect(isClose(layout.size.width, 123.0 / 3))
        #expect(isClose(layout.firstBaseline, 50.0 / 3))
    }

    @Test func textScaleMultipliesEverySize() {
        let scaled = TextMeasurer(options: EngineOptions(textScale: 1.5))
        let layout = scaled.measure("Hello", font: .body, lineLimit: nil, proposal: .unspecified)
        // 6740 units at 25.5 pt = 61.03 → 61.5; line height 22 × 1.5 = 33.
        #expect(isClose(layout.size.width, 61.5))
        #expect(isClose(layout.size.height, 33))
        #expect(isClose(scaled.fontMetrics(.body).pointSize, 25.5))
    }

    @Test func baselinesAreTheAscenderBelowEachLinesTop() {
        // Body ascender = 17 × 2728 / 2816 = 16.47 → 16.5; the second line's is 22 + 16.47 → 38.5.
        let layout = measure("Hello World", width: 60)
        #expect(isClose(layout.firstBaseline, 16.5))
        #expect(isClose(layout.lastBaseline, 38.5))
        let single = measure("Hello", width: nil)
        #expect(isClose(single.firstBaseline, 16.5))
        #expect(isClose(single.lastBaseline, 16.5))
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

    @Test func remeasuringAtAnotherWidthOrSizeReusesTheShapedClusters() {
        let shared = TextMeasurer(options: .default)
        for width in [60.0, 50, 40, 30] {
            _ = shared.measure("Hello World", font: .body, lineLimit: nil, proposal: ProposedSize(width: width, height: nil))
        }
        _ = shared.measure("Hello World", font: .style(.title), lineLimit: nil, proposal: .unspecified)
        #expect(shared.cachedLayoutCount == 5)
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
