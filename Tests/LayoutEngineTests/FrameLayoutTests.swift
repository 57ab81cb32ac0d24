import LayoutEngine
import Testing

/// Rule 4.1 with text: a fixed frame's height caps the lines a text shows.
@Suite struct FrameLayoutTests {
    static let paragraph = "Layout is a negotiation: the parent proposes, the child chooses, the parent places."

    @Test func aFrameHeightTruncatesTextToTheLinesThatFit() {
        let measurer = TextMeasurer(options: .default)
        let lineHeight = measurer.fontMetrics(.body).lineHeight
        let framed = ViewNode(kind: .text(Self.paragraph, font: .body, lineLimit: nil))
            .modifier(.frame(FixedFrame(width: 120, height: 2.5 * lineHeight)))
        let result = Engine().layout(framed, proposal: .unspecified)
        let expected = measurer.measure(Self.paragraph, font: .body, lineLimit: nil, proposal: ProposedSize(width: 120, height: 2.5 * lineHeight))
        #expect(expected.lines.count == 2 && expected.truncated)
        #expect(result.nodes[0].text == TextLines(lines: expected.lines, truncated: true))
        #expect(result.nodes[0].outer == Rect(x: 0, y: 0, width: 120, height: 2.5 * lineHeight))
        #expect(result.nodes[0].frame == Rect(
            x: (120 - expected.size.width) / 2, y: (2.5 * lineHeight - expected.size.height) / 2,
            width: expected.size.width, height: expected.size.height
        ))
    }

    @Test func aFrameLowerThanOneLineStillShowsOneLine() {
        let framed = ViewNode(kind: .text(Self.paragraph, font: .body, lineLimit: nil)).modifier(.frame(FixedFrame(width: 120, height: 4)))
        let result = Engine().layout(framed, proposal: .unspecified)
        #expect(result.nodes[0].text?.lines.count == 1)
        #expect(result.nodes[0].text?.truncated == true)
    }
}
