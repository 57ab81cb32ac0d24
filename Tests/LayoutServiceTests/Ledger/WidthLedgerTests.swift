import LayoutEngine
import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct WidthRepositoryTests {
    @Test func proposalsAreStoredOnceEvenWithUnspecifiedDimensions() throws {
        let store = try MigratedDatabase()
        let widths = store.ledger
        let id = try widths.proposalID(width: 320, height: nil, sizeCategory: .large)
        #expect(try widths.proposalID(width: 320, height: nil, sizeCategory: .large) == id)
        #expect(try widths.proposalID(width: nil, height: nil, sizeCategory: .large) != id)
        #expect(try widths.proposal(id: id)?.size.width == 320)
        #expect(try widths.proposal(id: id)?.size.height == nil)
        #expect(try widths.proposal(id: id)?.sizeCategory == .large)
    }

    @Test func aProposalIsOnePerSizeCategory() throws {
        let store = try MigratedDatabase()
        let widths = store.ledger
        let large = try widths.proposalID(width: 320, height: nil, sizeCategory: .large)
        let larger = try widths.proposalID(width: 320, height: nil, sizeCategory: .xxxLarge)
        #expect(larger != large)
        #expect(try widths.existingProposalID(width: 320, height: nil, sizeCategory: .xxxLarge) == larger)
        #expect(try widths.existingProposalID(width: 320, height: nil, sizeCategory: .accessibility1) == nil)
        #expect(try widths.proposal(id: larger) == Proposal(ProposedSize(width: 320, height: nil), sizeCategory: .xxxLarge))
    }

    @Test func aNewStoreLaysOutInLargeOnlyAndKeepsItsCategoriesInOrder() throws {
        let store = try MigratedDatabase()
        let ledger = store.ledger
        #expect(try ledger.sizeCategories() == [.large])
        #expect(try ledger.addSizeCategory(.accessibility2))
        #expect(try ledger.addSizeCategory(.xSmall))
        #expect(try !ledger.addSizeCategory(.xSmall))
        #expect(try ledger.sizeCategories() == [.xSmall, .large, .accessibility2])
        #expect(try ledger.removeSizeCategory(.xSmall))
        #expect(try !ledger.removeSizeCategory(.xSmall))
        #expect(try ledger.sizeCategories() == [.large, .accessibility2])
    }

    @Test func widthsAreNamedFiniteAndNotNegative() throws {
        let store = try MigratedDatabase()
        let widths = store.ledger
        _ = try widths.addWidth(name: "iPhone SE", width: 320)
        #expect(throws: DatabaseError.self) { _ = try widths.addWidth(name: "iPhone SE", width: 321) }
        #expect(throws: DatabaseError.self) { _ = try widths.addWidth(name: "negative", width: -1) }
        #expect(throws: DatabaseError.self) { _ = try widths.addWidth(name: "infinite", width: .infinity) }
        #expect(try widths.widths().map(\.name) == ["iPhone SE"])
        #expect(try widths.removeWidth(name: "iPhone SE"))
        #expect(try !widths.removeWidth(name: "iPhone SE"))
    }
}
