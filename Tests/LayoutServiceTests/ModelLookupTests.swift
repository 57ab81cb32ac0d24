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

    @Test func equalLookupsFoldEquallyWhateverTheirNamesStorage() {
        let long = "Kyoto, the eastern hills in autumn"
        let first = ModelLookup(name: long, template: .wide, proposal: proposal)
        let second = ModelLookup(name: String(long.prefix(10)) + String(long.dropFirst(10)), template: .wide, proposal: proposal)
        #expect(first == second)
        #expect(first.folded == second.folded)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func manyLookupsAreEachFoundUnderTheirOwnKey() {
        let widths = [320.0, 375, 414, 768]
        var keys: [ModelLookup: Int] = [:]
        for model in 0..<2_000 {
            for (index, width) in widths.enumerated() {
                keys[ModelLookup(name: "Model \(model)", template: .wide, proposal: Proposal(ProposedSize(width: width, height: nil)))] = model * 4 + index
            }
        }
        #expect(keys.count == 8_000)
        var found = 0
        for model in 0..<2_000 {
            for (index, width) in widths.enumerated() {
                let lookup = ModelLookup(name: "Model " + String(model), template: .wide, proposal: Proposal(ProposedSize(width: width, height: nil)))
                if keys[lookup] == model * 4 + index { found += 1 }
            }
        }
        #expect(found == 8_000)
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
