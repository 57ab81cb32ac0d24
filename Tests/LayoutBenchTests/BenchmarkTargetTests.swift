import Testing
@testable import LayoutBench

@Suite struct BenchmarkTargetTests {
    @Test func everyBoundMustHold() {
        let target = BenchmarkTarget(.medianAtMost(10), .ratioAtMost(8))
        #expect(target.isMet(median: 9, ratio: 7))
        #expect(!target.isMet(median: 11, ratio: 7))
        #expect(!target.isMet(median: 9, ratio: 9))
    }

    @Test func aRatioBoundFailsWithoutARatio() {
        #expect(!BenchmarkTarget(.ratioAtLeast(0.5)).isMet(median: 1, ratio: nil))
    }

    @Test func summaryListsTheBounds() {
        #expect(BenchmarkTarget(.medianAtMost(10), .ratioAtMost(8)).summary == "≤ 10, ratio ≤ 8")
        #expect(BenchmarkTarget(.medianAtLeast(5_000_000)).summary == "≥ 5000000")
    }
}
