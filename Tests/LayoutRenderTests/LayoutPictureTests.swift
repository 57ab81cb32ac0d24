import LayoutEngine
import Testing
@testable import LayoutRender

@Suite struct LayoutPictureTests {
    let picture = LayoutPicture(SampleResults.card)

    @Test func keepsOnlyShownNotHiddenNodesInPreOrder() {
        #expect(picture.elements.map(\.path) == ["0", "0/0", "0/1", "0/2", "0/4", "0/4/1"])
    }

    @Test func movesTheBaseFrameWithTheOffset() {
        let spacer = picture.elements[5]
        #expect(spacer.outer == SampleResults.rect(25, 42, 40, 20))
        #expect(spacer.frame == SampleResults.rect(25, 42, 40, 20))
    }

    @Test func flagsOverflowOnlyBeyondTheTolerance() {
        #expect(picture.elements.filter(\.overflows).map(\.path) == ["0/2", "0/4/1"])
        let edge = LayoutResult(
            proposal: .unspecified, size: Size(width: 10, height: 10),
            nodes: [NodeLayout(path: "0", id: nil, type: "color", frame: SampleResults.rect(0, 0, 10.0005, 10), outer: SampleResults.rect(0, 0, 10.0005, 10))]
        )
        #expect(!LayoutPicture(edge).elements[0].overflows)
    }

    @Test func boundsCoverContainerProposalAndEveryElement() {
        #expect(picture.bounds == SampleResults.rect(0, 0, 220, 62))
        #expect(picture.proposal == SampleResults.rect(0, 0, 200, 60))
    }

    @Test func categoriesFollowTheLegendOrder() {
        #expect(picture.categories == [.text, .image, .spacer, .stack, .container])
    }
}

@Suite struct LayoutPictureAppearanceTests {
    /// A chip: text padded, a capsule behind it and a rounded rectangle over it.
    static let chip = ViewNode(kind: .text("Tag", font: .style(.headline), lineLimit: nil))
        .modifier(.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)))
        .modifier(.background(alignment: .center, content: ViewNode(kind: .shape(.capsule))))
        .modifier(.overlay(alignment: .center, content: ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 5)))))

    @Test func paintsBackgroundsFirstAndOverlaysLast() {
        let tree = ViewNode(kind: .vstack(spacing: 0, alignment: .center), children: [Self.chip])
        let result = Engine().layout(tree, proposal: ProposedSize(width: 200, height: nil))
        #expect(result.nodes.map(\.path) == ["0", "0/0", "0/0/background", "0/0/overlay"])
        let picture = LayoutPicture(LayoutScene(result: result, tree: tree))
        #expect(picture.elements.map(\.path) == ["0", "0/0/background", "0/0", "0/0/overlay"])
    }

    @Test func takesFontsAndShapesFromTheTree() {
        let result = Engine(options: EngineOptions(textScale: 2)).layout(Self.chip, proposal: .unspecified)
        let picture = LayoutPicture(LayoutScene(result: result, tree: Self.chip, textScale: 2))
        let byPath = Dictionary(uniqueKeysWithValues: picture.elements.map { ($0.path, $0.appearance) })
        // Headline: 17 pt, semibold (SwiftUI), times the text scale.
        #expect(byPath["0"]?.text?.pointSize == 34)
        #expect(byPath["0"]?.text?.weight == 600)
        #expect(byPath["0/background"] == .shape(.capsule, role: .background))
        #expect(byPath["0/overlay"] == .shape(.roundedRectangle(cornerRadius: 5), role: .overlay))
    }

    @Test func withoutATreeEstimatesTextFromItsLineHeight() {
        let picture = LayoutPicture(SampleResults.card)
        let title = picture.elements.first { $0.path == "0/0" }
        // One 20 pt line: body's proportion 17 / 22.
        #expect(abs((title?.appearance.text?.pointSize ?? 0) - 20 * 17 / 22) < 1e-9)
        #expect(title?.appearance.text?.isEstimated == true)
    }
}
