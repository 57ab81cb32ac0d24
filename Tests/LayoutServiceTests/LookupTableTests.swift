import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LookupTableTests {
    private static let widths = [320.0, 375, 414, 768]

    private static func lookup(_ model: Int, _ width: Int, template: TemplateName? = .wide) -> ModelLookup {
        ModelLookup(name: "Model \(model)", template: template, proposal: Proposal(ProposedSize(width: widths[width], height: nil)))
    }

    @Test func everyRememberedLookupIsFoundWithItsValueAndNoOtherIs() {
        var table = LookupTable<Int>()
        for model in 0..<3_000 {
            for width in 0..<4 { table.set(model * 4 + width, for: Self.lookup(model, width)) }
        }
        #expect(table.count == 12_000)
        var found = 0
        for model in 0..<3_000 {
            for width in 0..<4 {
                // A key equal to the stored one but built anew (another string object).
                let key = ModelLookup(name: "Model " + String(model), template: .wide, proposal: Proposal(ProposedSize(width: Self.widths[width], height: nil)))
                if let position = table.position(of: key), table[position] == model * 4 + width { found += 1 }
            }
        }
        #expect(found == 12_000)
        #expect(table.position(of: Self.lookup(3_000, 0)) == nil)
        #expect(table.position(of: Self.lookup(0, 0, template: .compact)) == nil)
        #expect(table.position(of: Self.lookup(0, 0, template: nil)) == nil)
    }

    @Test func settingAKnownLookupReplacesItsValue() throws {
        var table = LookupTable<String>()
        table.set("first", for: Self.lookup(1, 0))
        table.set("second", for: Self.lookup(1, 0))
        #expect(table.count == 1)
        let position = try #require(table.position(of: Self.lookup(1, 0)))
        #expect(table[position] == "second")
        table[position] = "third"
        #expect(table[try #require(table.position(of: Self.lookup(1, 0)))] == "third")
    }

    @Test func removingAllForgetsEverythingAndTheTableFillsAgain() {
        for keepingCapacity in [false, true] {
            var table = LookupTable<Int>()
            for model in 0..<100 { table.set(model, for: Self.lookup(model, 0)) }
            table.removeAll(keepingCapacity: keepingCapacity)
            #expect(table.count == 0)
            #expect(table.position(of: Self.lookup(5, 0)) == nil)
            table.set(7, for: Self.lookup(5, 0))
            #expect(table.position(of: Self.lookup(5, 0)).map { table[$0] } == 7)
            #expect(table.position(of: Self.lookup(6, 0)) == nil)
        }
    }
}
