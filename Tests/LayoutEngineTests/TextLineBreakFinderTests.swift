import Testing
@testable import LayoutEngine

/// ICU's UAX #14 opportunities as the engine sees them, on cases whose breaks follow from the
/// rules of UAX #14 by hand (LB7 no break before spaces, LB18 break after spaces, LB13 no break
/// before closing punctuation, LB14 none after opening, LB31 between ideographs and syllables).
@Suite struct TextLineBreakFinderTests {
    /// The indices of the clusters before which a line may start.
    private func starts(_ string: String) -> [Int] {
        var utf8End: Int32 = 0
        var utf16End: Int32 = 0
        let clusters = string.map { character in
            utf8End += Int32(character.utf8.count)
            utf16End += Int32(character.utf16.count)
            return TextCluster(advance: 1, breakClass: TextBreakClass(character.unicodeScalars.first!), utf8End: utf8End, utf16End: utf16End)
        }
        let breakBefore = TextLineBreakFinder().breakBefore(in: string, clusters: clusters)
        return breakBefore.indices.filter { breakBefore[$0] }
    }

    @Test(arguments: [
        ("ab cd", [3]),
        ("ab   cd", [5]),
        ("(ab) cd", [5]),
        ("漢字かな", [1, 2, 3]),
        ("漢。字", [2]),
        ("「漢」字", [3]),
        ("안녕 하세요", [1, 3, 4, 5]),
        ("a 👍🏽 b", [2, 4]),
        ("", []),
    ])
    func opportunitiesFollowUAX14(string: String, expected: [Int]) {
        #expect(starts(string) == expected)
    }

    @Test func neverSplitsAGraphemeCluster() {
        // "e" + U+0301 and a family emoji each form one cluster; the only break is after the space.
        #expect(starts("e\u{301}e\u{301} 👨‍👩‍👧") == [3])
    }
}
