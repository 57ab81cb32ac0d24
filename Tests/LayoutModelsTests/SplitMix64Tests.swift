import Testing
@testable import LayoutModels

@Suite struct SplitMix64Tests {
    @Test func producesTheReferenceSequenceForSeedZero() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func differentSeedsGiveDifferentSequences() {
        var first = SplitMix64(seed: 1)
        var second = SplitMix64(seed: 2)
        #expect(first.next() != second.next())
    }
}
