import Testing
@testable import LayoutEngine

/// `LayerTraits(of:)`: what the session's hot paths read of a layer's operation, by rule —
/// only text is text (rule 12 sizes), only the four content leaves place nothing, and those
/// and a geometry reader are measured without the cache; only flows list rows and only
/// ViewThatFits names a chosen child in a result.
@Suite struct LayerTraitsTests {
    @Test func eachOperationHasTheTraitsItsRulesGiveIt() {
        let expected: [(LayerOperation, LayerTraits)] = [
            (.text(index: 0, font: .style(.body), lineLimit: nil), [.text]),
            (.image(Size(width: 10, height: 10), resizable: false), [.cheapLeaf, .placesNothing]),
            (.shape(.color), [.cheapLeaf, .placesNothing]),
            (.spacer(minLength: 0, orientation: nil), [.cheapLeaf, .placesNothing]),
            (.divider(vertical: false), [.cheapLeaf, .placesNothing]),
            (.geometryReader, [.cheapLeaf]),
            (.flow(FlowLayout()), [.flow]),
            (.viewThatFits(horizontal: true, vertical: false), [.viewThatFits]),
            (.hstack(.center), []),
            (.zstack(.center), []),
            (.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), []),
            (.overlay(.center, content: 0), []),
            (.fixedSize(horizontal: true, vertical: true), []),
            (.lazyVStack(.leading), []),
        ]
        for (operation, traits) in expected {
            #expect(LayerTraits(of: operation) == traits, "\(operation)")
        }
    }
}
