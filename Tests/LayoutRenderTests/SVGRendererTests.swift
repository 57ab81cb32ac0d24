import LayoutEngine
import Testing
@testable import LayoutRender

@Suite struct SVGRendererTests {
    let svg = SVGRenderer().render(SampleResults.card)

    @Test func drawsEveryShownNotHiddenNodeOnce() {
        #expect(svg.occurrences(of: "<g class=\"node ") == 6)
        #expect(svg.contains("data-path=\"0/4/1\""))
        #expect(!svg.contains("data-path=\"0/3\""))
        #expect(!svg.contains("data-path=\"0/4/0\""))
    }

    @Test func escapesTextAndDrawsItsLines() {
        #expect(svg.contains(">Tom &amp; &lt;Jerry&gt;</text>"))
        #expect(!svg.contains("<Jerry>"))
        #expect(svg.contains(">서울에서 부산까지…</text>"))
        #expect(svg.occurrences(of: "<text class=\"line\"") == 2)
    }

    @Test func marksTruncatedTextWithABadge() {
        #expect(svg.contains("<g class=\"node kind-text truncated\" data-path=\"0/1\""))
        #expect(svg.occurrences(of: "<g class=\"badge\">") == 1)
        #expect(svg.contains("truncated text …"))
    }

    @Test func marksNodesOutsideTheContainerAsOverflow() {
        #expect(svg.contains("<g class=\"node kind-image overflow\" data-path=\"0/2\""))
        // The spacer's offset moves it 2 pt below the container's bottom edge.
        #expect(svg.contains("<g class=\"node kind-spacer overflow\" data-path=\"0/4/1\""))
        #expect(svg.occurrences(of: "overflow\" data-path") == 2)
    }

    @Test func drawsTheContainerSizeAndProposal() {
        #expect(svg.contains("<title>proposal 200 × nil, size 200 × 60</title>"))
        #expect(svg.contains("<rect class=\"bounds\" x=\"0\" y=\"0\" width=\"200\" height=\"60\"/>"))
    }

    @Test func drawsOffsetNodesWhereTheyAreDrawn() {
        #expect(svg.contains("<rect class=\"outer\" x=\"25\" y=\"42\" width=\"40\" height=\"20\"/>"))
    }

    @Test func widensTheCanvasToShowOverflow() {
        // The image reaches x = 220; with the 12 pt margin the view box spans -12 ... 232.
        #expect(svg.contains("viewBox=\"-12 -12 244 "))
    }

    @Test func legendListsOnlyTheKindsPresent() {
        #expect(svg.contains(">text</text>"))
        #expect(svg.contains(">image</text>"))
        #expect(!svg.contains(">shape / color</text>"))
        #expect(!SVGRenderer(showsLegend: false).render(SampleResults.card).contains("class=\"legend\""))
    }

    @Test func highlightsTheNodesAskedFor() {
        let highlighted = SVGRenderer().render(SampleResults.card, highlighted: ["0/0"])
        // Outlined on top of the drawing: the mark comes after the last node.
        #expect(highlighted.contains("<g class=\"marks\"><rect class=\"mark moved\" data-path=\"0/0\" x=\"0\" y=\"0\" width=\"120\" height=\"20\"/></g>"))
        #expect(highlighted.range(of: "class=\"marks\"")!.lowerBound > highlighted.range(of: "data-path=\"0/4/1\"")!.lowerBound)
        #expect(highlighted.contains(">moved or resized</text>"))
        #expect(!svg.contains(">moved or resized</text>"))
    }

    @Test func scalesTheDocumentSizeButNotItsCoordinates() {
        let scaled = SVGRenderer(showsLegend: false, scale: 2).render(SampleResults.card)
        #expect(scaled.contains("width=\"488\" height=\""))
        #expect(scaled.contains("viewBox=\"-12 -12 244 "))
    }

    @Test func isDeterministic() {
        #expect(SVGRenderer().render(SampleResults.card) == svg)
    }

    @Test func emptyResultStillDrawsTheContainer() {
        let empty = SVGRenderer().render(LayoutResult(proposal: .unspecified, size: .zero, nodes: []))
        #expect(empty.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(empty.contains("class=\"bounds\""))
        #expect(empty.hasSuffix("</svg>\n"))
    }
}

@Suite struct SVGMarkupTests {
    @Test func setsEmojiRunsInTheEmojiFontAndEscapesTheRest() {
        #expect(SVGMarkup.emojiMarked("Hi 👋 & 12") == "Hi <tspan font-family=\"'Noto Color Emoji'\">👋</tspan> &amp; 12")
        #expect(SVGMarkup.emojiMarked("서울 <3") == "서울 &lt;3")
        #expect(SVGMarkup.emojiMarked("🏔️🌊") == "<tspan font-family=\"'Noto Color Emoji'\">🏔️🌊</tspan>")
    }
}
