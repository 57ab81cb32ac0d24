import Testing
@testable import LayoutService

/// The sizes of a batch's pages (``PageSizes``), against sequences computed by hand from the
/// rule: the first page is a sixteenth of the full size (at least the minimum), each next one
/// doubles up to the full size, and none takes more than a quarter of the revisions left (nor
/// fewer than the first page's size).
@Suite struct PageSizesTests {
    /// The sizes of the pages of a run of `revisions` revisions, each page taking what it asks
    /// for or what is left.
    private func pages(full: Int, minimum: Int, revisions: Int) -> [Int] {
        var sizes = PageSizes(full: full, minimum: minimum, revisions: revisions)
        var left = revisions
        var taken: [Int] = []
        while left > 0 {
            let page = min(sizes.next(), left)
            taken.append(page)
            sizes.started(page)
            left -= page
        }
        return taken
    }

    @Test func rampsUpThenShrinksWithWhatIsLeft() {
        // 300 revisions, full 64, minimum 4: the smallest page is max(4, 64 / 16) = 4. Up: 4, 8,
        // 16, 32 (60 taken, 240 left); then a quarter of what is left: 240/4 = 60, 180/4 = 45,
        // 135/4 = 33, 102/4 = 25, 77/4 = 19, 58/4 = 14, 44/4 = 11, 33/4 = 8, 25/4 = 6, then the
        // floor of 4 until the last 3.
        let expected = [4, 8, 16, 32, 60, 45, 33, 25, 19, 14, 11, 8, 6, 4, 4, 4, 4, 3]
        #expect(expected.reduce(0, +) == 300)
        #expect(pages(full: 64, minimum: 4, revisions: 300) == expected)
    }

    @Test func aLongRunKeepsTheFullSizeInTheMiddle() {
        let sizes = pages(full: 256, minimum: 4, revisions: 100_000)
        #expect(Array(sizes.prefix(5)) == [16, 32, 64, 128, 256])
        #expect(sizes.filter { $0 == 256 }.count > 300)
        #expect(sizes.allSatisfy { $0 <= 256 })
        #expect(sizes.reduce(0, +) == 100_000)
    }

    @Test func withoutAKnownTotalOnlyTheStartIsSmaller() {
        var sizes = PageSizes(full: 128, minimum: 4, revisions: nil)
        var taken: [Int] = []
        for _ in 0..<8 {
            taken.append(sizes.next())
            sizes.started(taken.last!)
        }
        #expect(taken == [8, 16, 32, 64, 128, 128, 128, 128])
    }

    @Test func aRunThatFitsInOnePageIsOnePage() {
        #expect(pages(full: 64, minimum: 4, revisions: 64) == [64])
        #expect(pages(full: 64, minimum: 4, revisions: 20) == [20])
        #expect(pages(full: 64, minimum: 4, revisions: 65).first == 4)
    }

    @Test func aFullSizeBelowTheMinimumIsEveryPagesSize() {
        #expect(pages(full: 2, minimum: 4, revisions: 9) == [2, 2, 2, 2, 1])
        #expect(pages(full: 0, minimum: 4, revisions: 3) == [1, 1, 1])
    }
}
