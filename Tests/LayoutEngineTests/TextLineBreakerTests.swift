import Testing
@testable import LayoutEngine

/// Line breaking on hand-made clusters, widths in font units (integers, compared exactly).
@Suite struct TextLineBreakerTests {
    /// One cluster per character: letters 10 wide, spaces 5, "|" a hard break, "漢" ideographic 20.
    private func clusters(_ text: String) -> [TextCluster] {
        var end: Int32 = 0
        return text.unicodeScalars.map { scalar in
            end += 1
            let breakClass: TextBreakClass = switch scalar {
            case " ": .space
            case "|": .hardBreak
            case "漢": .ideographic
            default: .ordinary
            }
            let advance: Int32 = switch breakClass {
            case .space: 5
            case .hardBreak: 0
            case .ideographic: 20
            default: 10
            }
            return TextCluster(advance: advance, breakClass: breakClass, utf8End: end)
        }
    }

    private func lines(_ text: String, maxWidth: Double, maxLines: Int = .max) -> (lines: [TextLine], truncated: Bool) {
        TextLineBreaker(clusters: clusters(text), maxWidth: maxWidth, ellipsisWidth: 15).lines(maxLines: maxLines)
    }

    @Test func keepsAWholeParagraphOnOneLineWhenItFits() {
        let result = lines("ab cd", maxWidth: 45)
        #expect(result.lines == [TextLine(start: 0, end: 5, width: 45)])
        #expect(!result.truncated)
    }

    @Test func hangsTrailingSpacesOutsideTheWidth() {
        #expect(lines("ab   cd", maxWidth: 20).lines == [TextLine(start: 0, end: 2, width: 20), TextLine(start: 5, end: 7, width: 20)])
    }

    @Test func carriesTheUnfinishedWordToTheNextLine() {
        #expect(lines("ab cde", maxWidth: 40).lines == [TextLine(start: 0, end: 2, width: 20), TextLine(start: 3, end: 6, width: 30)])
    }

    @Test func alwaysPlacesTheFirstClusterOfALine() {
        #expect(lines("漢漢", maxWidth: 5).lines == [TextLine(start: 0, end: 1, width: 20), TextLine(start: 1, end: 2, width: 20)])
    }

    @Test func emptyParagraphsAreEmptyLines() {
        #expect(lines("a||b", maxWidth: .infinity).lines == [
            TextLine(start: 0, end: 1, width: 10), TextLine(start: 2, end: 2, width: 0), TextLine(start: 3, end: 4, width: 10),
        ])
    }

    @Test func truncationKeepsWhatFitsBeforeTheEllipsis() {
        let result = lines("abc def", maxWidth: 50, maxLines: 1)
        #expect(result.truncated)
        #expect(result.lines == [TextLine(start: 0, end: 3, width: 45, endsWithEllipsis: true)])
    }

    @Test func truncationDropsSpacesBeforeTheEllipsis() {
        #expect(lines("ab cd", maxWidth: 44, maxLines: 1).lines == [TextLine(start: 0, end: 2, width: 35, endsWithEllipsis: true)])
    }

    @Test func truncationToNothingLeavesTheEllipsisAlone() {
        #expect(lines("abc|d", maxWidth: 12, maxLines: 1).lines == [TextLine(start: 0, end: 0, width: 15, endsWithEllipsis: true)])
    }

    @Test(arguments: [
        (TextBreakClass.space, TextBreakClass.ordinary, true),
        (.ordinary, .ordinary, false),
        (.ordinary, .space, false),
        (.ideographic, .ordinary, true),
        (.ordinary, .ideographic, true),
        (.ideographic, .closing, false),
        (.space, .closing, false),
        (.opening, .ideographic, false),
        (.closing, .ideographic, true),
    ])
    func breakOpportunities(previous: TextBreakClass, next: TextBreakClass, allowed: Bool) {
        #expect(next.allowsBreak(after: previous) == allowed)
    }
}
