import LayoutEngine
import Testing

/// Rule 11.2 on the chips article's nine Korean chips, expected values from the text metrics.
@Suite struct GuideFlowLayoutTests {
    static let titles = ["첫번째", "두번째", "세번째", "네번째", "서른마흔다섯번째", "여섯번째", "일곱번째", "여덟번째", "아홉번째"]
    static let chipHeight = 24.0

    /// The article's chip: caption text, padded 10 across and 3 down, on a capsule, under a
    /// rounded rectangle, 24 high.
    static func chip(_ title: String) -> ViewNode {
        ViewNode(kind: .text(title, font: .style(.caption), lineLimit: nil))
            .modifier(.padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)))
            .modifier(.padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0)))
            .modifier(.background(alignment: .center, content: ViewNode(kind: .shape(.capsule))))
            .modifier(.overlay(alignment: .center, content: ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 16)))))
            .modifier(.frame(FixedFrame(height: chipHeight)))
    }

    /// Rule 11.2 by hand: each chip proposed (W, nil) is its text's width at (W − 20, 18) plus
    /// 20 by 24; wrap when x + w > W, moving down by the chip's height + 4.
    static func expectedFrames(width: Double) -> (frames: [Rect], height: Double) {
        let measurer = TextMeasurer(options: .default)
        var x = 0.0, y = 0.0
        var frames: [Rect] = []
        for title in titles {
            let text = measurer.measure(title, font: .style(.caption), lineLimit: nil, proposal: ProposedSize(width: max(0, width - 20), height: chipHeight - 6))
            let chipWidth = text.size.width + 20
            if x + chipWidth > width {
                x = 0
                y += chipHeight + 4
            }
            frames.append(Rect(x: x, y: y, width: chipWidth, height: chipHeight))
            x += chipWidth + 4
        }
        let minY = frames.map(\.minY).min()!
        let shifted = frames.map { Rect(x: $0.minX, y: $0.minY - minY, width: $0.width, height: $0.height) }
        return (shifted, frames.map(\.maxY).max()! - minY)
    }

    @Test(arguments: [60.0, 100, 150, 200, 250, 320, 1000])
    func nineKoreanChipsWrapByTheArticlesRule(width: Double) {
        let chips = ViewNode(kind: .guideFlow(horizontalSpacing: 4, verticalSpacing: 4), children: Self.titles.map(Self.chip))
        let result = Engine().layout(chips, proposal: ProposedSize(width: width, height: nil))
        let expected = Self.expectedFrames(width: width)
        #expect(result.size == Size(width: width, height: expected.height))
        let chipNodes = result.nodes.filter { $0.path.split(separator: "/").count == 2 }
        #expect(chipNodes.map(\.outer) == expected.frames)
        let rows = Set(expected.frames.map(\.minY)).count
        #expect(result.nodes[0].rows == rows)
    }

    @Test func narrowWidthsWrapEveryChipAndWideOnesKeepOneRow() {
        let one = Self.expectedFrames(width: 1000)
        #expect(Set(one.frames.map(\.minY)) == [0])
        let narrow = Self.expectedFrames(width: 100)
        #expect(Set(narrow.frames.map(\.minY)).count == Self.titles.count)
    }
}
