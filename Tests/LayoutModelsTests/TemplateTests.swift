import LayoutEngine
import Testing
@testable import LayoutModels
import LayoutHashing

@Suite struct TemplateTests {
    static let trip = Model.tripCard(TripCard(
        name: "Kyoto", photoURL: "u", photoSize: Size(width: 4, height: 3), createdAt: TripDate(year: 2024, month: 3, day: 5)!
    ))
    static let chips = Model.chipSet(ChipSet(name: "c", chips: [.init(title: "a", priority: 0)]))

    @Test func listsEachKindsTemplatesDefaultFirst() {
        #expect(Self.trip.templates == [.compact, .wide])
        #expect(Self.chips.templates == [.chips])
        #expect(Model.viewTree(ViewTreeModel(name: "t", root: ViewNode(kind: .shape(.circle)))).templates == [.tree])
    }

    @Test func refusesATemplateOfAnotherKind() {
        #expect(throws: TemplateError(template: .chips, kind: .tripCard)) { try Self.trip.tree(for: .chips) }
        #expect(TemplateError(template: .wide, kind: .chipSet).description == #"a chipSet has no template "wide""#)
    }

    @Test func givesAViewTreeModelItsOwnTree() throws {
        let root = ViewNode(id: "x", kind: .hstack(spacing: 2, alignment: .top), children: [ViewNode(kind: .spacer(minLength: nil))])
        #expect(try Model.viewTree(ViewTreeModel(name: "t", root: root)).tree(for: .tree) == root)
    }

    /// The container is the chip set's own `layout` (a template option), so it is in the tree
    /// and its hash, not in the engine.
    @Test func choosesTheChipContainerFromTheChipSetsLayout() throws {
        let chips = ChipSet(name: "c", chips: [.init(title: "a", priority: 0)])
        var flowChips = chips
        flowChips.layout = .flow
        let guide = try Model.chipSet(chips).tree(for: .chips)
        let flow = try Model.chipSet(flowChips).tree(for: .chips)
        #expect(chips.layout == .guideFlow)
        #expect(guide.kind == .guideFlow(horizontalSpacing: 4, verticalSpacing: 4))
        #expect(flow.kind == .flow(horizontalSpacing: 4, verticalSpacing: 4))
        #expect(guide.treeHash != flow.treeHash)
    }

    @Test func hashesTreesByTheirCanonicalEncoding() throws {
        let compact = try Self.trip.tree(for: .compact)
        #expect(compact.treeHash == (try Self.trip.tree(for: .compact)).treeHash)
        #expect(compact.treeHash == SHA256.hash(JSONWriter(style: .canonical).string(ViewTreeEncoder.encode(compact))))
        #expect(compact.treeHash != (try Self.trip.tree(for: .wide)).treeHash)
    }
}
