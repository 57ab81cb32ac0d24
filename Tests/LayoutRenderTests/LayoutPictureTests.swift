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
