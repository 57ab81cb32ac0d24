import LayoutEngine
import Testing

/// Section 2 with real text metrics: wrapping in a narrow slot, baselines, text spacing.
@Suite struct StackLayoutTests {
    let engine = Engine()
    let measurer = TextMeasurer(options: .default)
    static let sentence = "The quick brown fox jumps over the lazy dog"

    func text(_ string: String, _ font: Font = .body, lineLimit: Int? = nil) -> ViewNode {
        ViewNode(kind: .text(string, font: font, lineLimit: lineLimit))
    }

    func square(_ side: Double) -> ViewNode {
        ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: side, height: side)))
    }

    /// Rounds up to the default display scale's pixel grid (1/2 pt), as text spacing does.
    func roundedUp(_ value: Double) -> Double { (value * 2).rounded(.up) / 2 }

    @Test func textWrapsInTheSlotANarrowHStackLeavesIt() throws {
        let row = ViewNode(kind: .hstack(spacing: 0, alignment: .top), children: [square(200), text(Self.sentence)])
        let result = engine.layout(row, proposal: ProposedSize(width: 300, height: nil))
        let expected = measurer.measure(Self.sentence, font: .body, lineLimit: nil, proposal: ProposedSize(width: 100, height: nil))
        #expect(expected.lines.count > 2)
        let textNode = result.nodes[2]
        #expect(textNode.frame == Rect(x: 200, y: 0, width: expected.size.width, height: expected.size.height))
        #expect(textNode.text == TextLines(lines: expected.lines, truncated: false))
        #expect(result.size == Size(width: 200 + expected.size.width, height: max(200, expected.size.height)))
    }

    @Test func lineLimitTruncatesTheLastShownLine() throws {
        let row = ViewNode(kind: .hstack(spacing: 0, alignment: .center), children: [square(250), text(Self.sentence, lineLimit: 2)])
        let result = engine.layout(row, proposal: ProposedSize(width: 330, height: nil))
        let expected = measurer.measure(Self.sentence, font: .body, lineLimit: 2, proposal: ProposedSize(width: 80, height: nil))
        #expect(expected.lines.count == 2 && expected.truncated)
        #expect(result.nodes[2].text == TextLines(lines: expected.lines, truncated: true))
        #expect(result.nodes[2].text?.lines.last?.hasSuffix("\u{2026}") == true)
        #expect(result.nodes[2].frame?.size == expected.size)
    }

    @Test func firstTextBaselinesLineUpAndOtherViewsSitOnThemWithTheirBottom() {
        let row = ViewNode(kind: .hstack(spacing: nil, alignment: .firstTextBaseline), children: [
            text("Big", .style(.largeTitle)), text("small\nsecond", .style(.caption)), square(20),
        ])
        let result = engine.layout(row, proposal: .unspecified)
        let big = measurer.measure("Big", font: .style(.largeTitle), lineLimit: nil, proposal: .unspecified)
        let small = measurer.measure("small\nsecond", font: .style(.caption), lineLimit: nil, proposal: .unspecified)
        let line = max(big.firstBaseline, small.firstBaseline, 20)
        #expect(result.nodes[1].frame?.minY == line - big.firstBaseline)
        #expect(result.nodes[2].frame?.minY == line - small.firstBaseline)
        #expect(result.nodes[3].frame?.minY == line - 20)
        // Rule 2.1: in an HStack, text–text and text–other gaps are 8.
        #expect(result.nodes[2].frame?.minX == big.size.width + 8)
        #expect(result.nodes[3].frame?.minX == big.size.width + 8 + small.size.width + 8)
    }

    @Test func lastTextBaselineAlignsTheLastLines() {
        let row = ViewNode(kind: .hstack(spacing: 0, alignment: .lastTextBaseline), children: [
            text("one\ntwo\nthree"), text("single", .style(.title)),
        ])
        let result = engine.layout(row, proposal: .unspecified)
        let three = measurer.measure("one\ntwo\nthree", font: .body, lineLimit: nil, proposal: .unspecified)
        let single = measurer.measure("single", font: .style(.title), lineLimit: nil, proposal: .unspecified)
        #expect(three.lastBaseline > single.lastBaseline)
        #expect(result.nodes[1].frame?.minY == 0)
        #expect(result.nodes[2].frame?.minY == three.lastBaseline - single.lastBaseline)
        #expect(result.size.height == max(three.size.height, three.lastBaseline - single.lastBaseline + single.size.height))
    }

    @Test func vStackTextGapsComeFromFontMetrics() {
        let column = ViewNode(kind: .vstack(spacing: nil, alignment: .leading), children: [
            text("first"), text("second"), square(10), text("third"), square(10), square(10),
        ])
        let result = engine.layout(column, proposal: .unspecified)
        let metrics = measurer.fontMetrics(.body)
        let height = metrics.ascender + metrics.descender
        let defaultTextSpacing = roundedUp(0.1 * height)
        let lineSpacing = height + defaultTextSpacing
        let textToText = roundedUp(metrics.leading)
        let textToOther = roundedUp(max(lineSpacing - metrics.capHeight, defaultTextSpacing + metrics.descender))
        let otherToText = roundedUp(lineSpacing - metrics.ascender)
        let frames = result.nodes.dropFirst().map { $0.frame! }
        let gaps = zip(frames, frames.dropFirst()).map { $1.minY - $0.maxY }
        #expect(gaps == [textToText, textToOther, otherToText, textToOther, 8])
        #expect(textToText == 0 && textToOther != 8 && otherToText != 8)
    }
}
