import Testing
@testable import LayoutEngine

/// Segmentation into measured clusters; advances in font units (integers, compared exactly).
@Suite struct TextSegmenterTests {
    private func clusters(_ string: String) -> [TextCluster] {
        TextSegmenter.clusters(of: string, table: .regular)
    }

    @Test func asciiClustersAreBytesWithTableAdvances() {
        let result = clusters("Hi there")
        #expect(result.map(\.advance) == [1540, 569, 651, 803, 1298, 1260, 842, 1260])
        #expect(result.map(\.utf8End) == Array(1...8))
        #expect(result[2].breakClass == .space)
    }

    @Test func hangulAndIdeographsAreOneEmEach() {
        let result = clusters("가漢か")
        #expect(result.map(\.advance) == [2048, 2048, 2048])
        #expect(result.map(\.breakClass) == [.ordinary, .ideographic, .ideographic])
        #expect(result.map(\.utf8End) == [3, 6, 9])
    }

    @Test func generalPathMatchesTheFastPathOnStandaloneScalars() {
        // The combining mark at the end forces Character iteration for the whole string.
        let fast = clusters("Ab 가나 漢字, é")
        let general = clusters("Ab 가나 漢字, é\u{301}")
        #expect(Array(general.dropLast()) == Array(fast.dropLast()))
        #expect(general.last?.advance == fast.last?.advance)
    }

    @Test func resumesWithCharactersAtTheScalarBeforeTheFirstNonStandaloneOne() {
        let result = clusters("abe\u{301}c😀")
        #expect(result.map(\.utf8End) == [1, 2, 5, 6, 10])
        #expect(result.map(\.advance) == [1255, 1300, 1260, 1126, TextAdvanceTable.emojiAdvance])
    }

    @Test func clustersWithMarksJamoOrEmojiAreOneCluster() {
        let result = clusters("e\u{301}\u{1100}\u{1161}\u{11A8}👨‍👩‍👧\r\n")
        #expect(result.map(\.advance) == [1260, 2048, TextAdvanceTable.emojiAdvance, 0])
        #expect(result.map(\.breakClass) == [.ordinary, .ordinary, .ideographic, .hardBreak])
    }

    @Test func singleLineWidthExcludesTrailingSpacesAndRejectsBreaks() {
        #expect(TextSegmenter.singleLineWidth(of: "Hi  ", table: .regular) == 2109)
        #expect(TextSegmenter.singleLineWidth(of: "가 ", table: .regular) == 2048)
        #expect(TextSegmenter.singleLineWidth(of: "a\nb", table: .regular) == nil)
        #expect(TextSegmenter.singleLineWidth(of: "e\u{301}", table: .regular) == nil)
        #expect(TextSegmenter.singleLineWidth(of: "😀", table: .regular) == nil)
    }
}
