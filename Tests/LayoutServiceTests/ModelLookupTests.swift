import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct ModelLookupTests {
    private let proposal = Proposal(ProposedSize(width: 320, height: nil))

    @Test func equalLookupsHashEqually() {
        let first = ModelLookup(name: "Kyoto", template: .wide, proposal: proposal)
        let second = ModelLookup(name: String("Kyo") + "to", template: .wide, proposal: proposal)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func lookupsDifferingInNameTemplateOrProposalAreDistinctKeys() {
        let base = ModelLookup(name: "Kyoto", template: .wide, proposal: proposal)
        let variants = [
            ModelLookup(name: "Kyoto 2", template: .wide, proposal: proposal),
            ModelLookup(name: "Kyoto", template: .compact, proposal: proposal),
            ModelLookup(name: "Kyoto", template: nil, proposal: proposal),
            ModelLookup(name: "Kyoto", template: .wide, proposal: Proposal(ProposedSize(width: 321, height: nil))),
            ModelLookup(name: "Kyoto", template: .wide, proposal: Proposal(ProposedSize(width: 320, height: 10))),
            ModelLookup(name: "Kyoto", template: .wide, proposal: Proposal(ProposedSize(width: 320, height: nil), sizeCategory: .xxxLarge)),
        ]
        var keys: [ModelLookup: Int] = [base: 0]
        for (index, variant) in variants.enumerated() {
            #expect(variant != base)
            keys[variant] = index + 1
        }
        #expect(keys.count == variants.count + 1)
        #expect(keys[base] == 0)
    }
}
