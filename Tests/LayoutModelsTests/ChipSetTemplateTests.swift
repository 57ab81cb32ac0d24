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

    /// The ids made once for the first chips and those made on demand past them read alike.
    @Test func chipIDsCountFromZeroPastTheMadeOnes() {
        let many = ChipSet(name: "many", chips: (0..<70).map { .init(title: "t\($0)", priority: 0) })
        let ids = ChipSetTemplate.tree(many).children.map(\.id)
        #expect(ids.count == 70)
        #expect(ids == (0..<70).map { index -> String? in "chip-" + String(index) })
    }

    @Test func showsChipsInStablePriorityOrder() {
        let tree = ChipSetTemplate.tree(Self.set)
        #expect(tree.children.map(Self.title) == ["a", "b1", "b2", "c"])
        #expect(tree.children.map(\.id) == ["chip-0", "chip-1", "chip-2", "chip-3"])
    }

    @Test func usesTheSetsSpacingsInEitherLayout() {
        #expect(ChipSetTemplate.tree(Self.set).kind == .guideFlow(horizontalSpacing: 6, verticalSpacing: 3))
        var flowSet = Self.set
        flowSet.layout = .flow
        #expect(ChipSetTemplate.tree(flowSet).kind == .flow(horizontalSpacing: 6, verticalSpacing: 3))
    }

    @Test func buildsEachChipLikeTheArticlesChipsView() throws {
        let chip = try #require(ChipSetTemplate.tree(Self.set).children.first)
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
        #expect(ChipSetTemplate.tree(ChipSet(name: "e", chips: [])).children.isEmpty)
    }
}

@Suite struct ChipSetTemplateFrameTests {
    @Test(arguments: seedWidths)
    func chipsKeepPriorityOrderAndWrapAtTheContainerWidth(width: Double) throws {
        for case .chipSet(let set) in try embeddedModels("chip-sets.json") {
            let result = Engine().layout(ChipSetTemplate.tree(set), proposal: ProposedSize(width: width, height: nil))
            #expect(result.size.width == width, "\(set.name)")
            let frames = try set.chips.indices.map { try #require(try result.node("chip-\($0)").outer) }
            for (index, frame) in frames.enumerated() {
                #expect(abs(frame.height - 24) < frameTolerance)
                #expect(frame.maxX <= width + frameTolerance || frame.minX == 0, "\(set.name) chip \(index) overflows at \(width)")
                guard index > 0 else { continue }
                let previous = frames[index - 1]
                let sameRow = abs(frame.minY - previous.minY) < frameTolerance
                if sameRow {
                    #expect(abs(frame.minX - (previous.maxX + set.horizontalSpacing)) < frameTolerance, "\(set.name) chip \(index)")
                } else {
                    #expect(frame.minY > previous.minY, "\(set.name) chip \(index) goes back up at \(width)")
                    #expect(frame.minX == 0)
                    #expect(previous.maxX + set.horizontalSpacing + frame.width > width, "\(set.name) chip \(index) wrapped needlessly at \(width)")
                }
            }
        }
    }

    @Test func wrapsTheArticlesNineChipsIntoMoreRowsWhenNarrower() throws {
        guard case .chipSet(let article) = try #require(try embeddedModels("chip-sets.json").first) else {
            Issue.record("the first chip set should be the article's")
            return
        }
        let heights = [125.0, 250, 1024].map {
            Engine().layout(ChipSetTemplate.tree(article), proposal: ProposedSize(width: $0, height: nil)).size.height
        }
        #expect(heights[0] > heights[1])
        #expect(heights[1] > heights[2])
        #expect(abs(heights[2] - 24) < frameTolerance)
    }

    @Test func shrinksTheWideSeedChipToTheNarrowestWidthThoughItsIdealIsWider() throws {
        let wide = try #require(try embeddedModels("chip-sets.json").first { $0.name == "Wider than the narrowest width" })
        let tree = try wide.tree(for: .chips)
        let ideal = Engine().layout(tree.children[1], proposal: .unspecified).size
        let narrow = try #require(try Engine().layout(tree, proposal: ProposedSize(width: 125, height: nil)).node("chip-1").outer)
        #expect(ideal.width > 125)
        #expect(narrow.width <= 125 + frameTolerance)
        #expect(abs(narrow.height - 24) < frameTolerance)
    }
}
