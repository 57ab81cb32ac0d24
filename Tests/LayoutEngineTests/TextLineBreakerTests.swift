import Testing
@testable import LayoutEngine

/// Line breaking on hand-made clusters, widths in em (small integers, compared exactly).
@Suite struct TextLineBreakerTests {
    /// One cluster per character: letters 10 wide, spaces 5, "|" a hard break, "漢" 20. A line
    /// may start after a space and before and after "漢" (as UAX #14 allows for ideographs).
    private func clusters(_ text: String) -> (clusters: [TextCluster], breakBefore: [Bool]) {
        var end: Int32 = 0
        let scalars = Array(text.unicodeScalars)
        let clusters = scalars.map { scalar in
            end += 1
            let breakClass: TextBreakClass = switch scalar {
            case " ": .space
            case "|": .hardBreak
            default: .ordinary
            }
            let advance: Double = switch scalar {
            case " ": 5
            case "|": 0
            case "漢": 20
            default: 10
            }
            return TextCluster(advance: advance, breakClass: breakClass, utf8End: end, utf16End: end)
        }
        let breakBefore = scalars.indices.map { index in
            index > 0 && scalars[index] != " "
                && (scalars[index - 1] == " " || scalars[index - 1] == "漢" || scalars[index] == "漢")
        }
        return (clusters, breakBefore)
    }

    private func lines(_ text: String, maxWidth: Double, maxLines: Int = .max) -> (lines: [TextLine], truncated: Bool) {
        let (clusters, breakBefore) = clusters(text)
        return TextLineBreaker(clusters: clusters, breakBefore: breakBefore, maxWidth: maxWidth, ellipsisWidth: 15).lines(maxLines: maxLines)
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

    @Test func breaksAWordWithoutOpportunitiesBetweenClusters() {
        #expect(lines("abcde", maxWidth: 25).lines == [
            TextLine(start: 0, end: 2, width: 20), TextLine(start: 2, end: 4, width: 20), TextLine(start: 4, end: 5, width: 10),
        ])
    }
}
