import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct WidthRepositoryTests {
    @Test func proposalsAreStoredOnceEvenWithUnspecifiedDimensions() throws {
        let store = try MigratedDatabase()
        let widths = store.ledger
        let id = try widths.proposalID(width: 320, height: nil)
        #expect(try widths.proposalID(width: 320, height: nil) == id)
        #expect(try widths.proposalID(width: nil, height: nil) != id)
        #expect(try widths.proposal(id: id)?.width == 320)
        #expect(try widths.proposal(id: id)?.height == nil)
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
