import Testing
@testable import LayoutEngine

/// Scalar and cluster advances in font units (2048 per em), compared exactly.
@Suite struct TextAdvanceTableTests {
    private let table = TextAdvanceTable.regular

    @Test func latinComesFromTheDejaVuTable() {
        #expect(table.advance(of: "H") == 1540)
        #expect(table.advance(of: " ") == 651)
        #expect(table.advance(of: "\t") == 651)
        #expect(TextAdvanceTable.bold.advance(of: "a") == 1382)
        #expect(table.ellipsisAdvance == 2048)
    }

    @Test func hangulCJKKanaAndFullwidthFormsAreOneEm() {
        for scalar: Unicode.Scalar in ["가", "힣", "\u{1100}", "ㄱ", "漢", "か", "カ", "。", "Ａ", "\u{20000}"] {
            #expect(table.advance(of: scalar) == 2048, "\(scalar)")
        }
        #expect(table.advance(of: "ｶ") == 1024)
    }

    @Test func marksFormatCharactersAndControlsAreZero() {
        for scalar: Unicode.Scalar in ["\u{301}", "\u{20DD}", "\u{200B}", "\u{FE0F}", "\u{0}", "\u{483}"] {
            #expect(table.advance(of: scalar) == 0, "\(scalar)")
        }
    }

    @Test func unknownScalarsUseTheFallback() {
        #expect(TextAdvanceTable.fallbackAdvance == 1229)
        #expect(table.advance(of: "\u{0905}") == 1229)
        #expect(table.advance(of: "\u{E000}") == 1229)
    }

    @Test func emojiClustersAreRecognisedByPresentation() {
        #expect(TextAdvanceTable.isEmoji(Character("😀").unicodeScalars))
        #expect(TextAdvanceTable.isEmoji(Character("❤️").unicodeScalars))
        #expect(TextAdvanceTable.isEmoji(Character("🇰🇷").unicodeScalars))
        #expect(!TextAdvanceTable.isEmoji(Character("❤").unicodeScalars))
        #expect(!TextAdvanceTable.isEmoji(Character("#").unicodeScalars))
        #expect(TextAdvanceTable.isEmoji(Character("👍🏽").unicodeScalars))
        #expect(TextAdvanceTable.emojiAdvance == 2560)
    }
}
