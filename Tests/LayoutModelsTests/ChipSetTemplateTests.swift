import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ChipSetTemplateTests {
    static let set = ChipSet(name: "s", chips: [
        .init(title: "c", priority: 2), .init(title: "a", priority: 0), .init(title: "b1", priority: 1),
        .init(title: "b2", priority: 1),
    ], horizontalSpacing: 6, verticalSpacing: 3)

    static func title(_ chip: ViewNode) -> String? {
        guard case .text(let title, _, _) = chip.kind else { return nil }
        return title
    }

    @Test func showsChipsInStablePriorityOrder() {
        let tree = ChipSetTemplate.tree(Self.set, layout: .guideFlow)
        #expect(tree.children.map(Self.title) == ["a", "b1", "b2", "c"])
        #expect(tree.children.map(\.id) == ["chip-0", "chip-1", "chip-2", "chip-3"])
    }

    @Test func usesTheSetsSpacingsInEitherContainer() {
        #expect(ChipSetTemplate.tree(Self.set, layout: .guideFlow).kind == .guideFlow(horizontalSpacing: 6, verticalSpacing: 3))
        #expect(ChipSetTemplate.tree(Self.set, layout: .flow).kind == .flow(horizontalSpacing: 6, verticalSpacing: 3))
    }

    @Test func buildsEachChipLikeTheArticlesChipsView() throws {
        let chip = try #require(ChipSetTemplate.tree(Self.set, layout: .guideFlow).children.first)
        #expect(chip.kind == .text("a", font: .style(.caption), lineLimit: nil))
        #expect(chip.modifiers == [
            .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)),
            .padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0)),
            .background(alignment: .center, content: ViewNode(kind: .shape(.capsule))),
            .overlay(alignment: .center, content: ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 16)))),
            .frame(FixedFrame(height: 24)),
        ])
    }

    @Test func makesAnEmptyContainerForAnEmptySet() {
        #expect(ChipSetTemplate.tree(ChipSet(name: "e", chips: []), layout: .guideFlow).children.isEmpty)
    }
}
