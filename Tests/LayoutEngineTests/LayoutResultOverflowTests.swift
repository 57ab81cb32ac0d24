import LayoutEngine
import Testing

/// Overflow facts: which shown nodes stick out of the root's bounds.
@Suite struct LayoutResultOverflowTests {
    func bar(_ width: Double) -> ViewNode { ViewNode(kind: .image(width: width, height: 10, resizable: false)) }

    @Test func anHStackWiderThanItsFrameOverflowsWithItsChildren() {
        let row = ViewNode(kind: .hstack(spacing: 0, alignment: .center), children: [bar(100), bar(100)])
            .modifier(.frame(FixedFrame(width: 150)))
        let result = Engine().layout(row, proposal: ProposedSize(width: 150, height: nil))
        #expect(result.size == Size(width: 150, height: 10))
        // The stack (node 0's base) is centred at −25 … 175: both bars stick out, one on each
        // side; node 0 itself does not, as its outer frame is the 150-wide frame.
        #expect(result.nodes[0].frame == Rect(x: -25, y: 0, width: 200, height: 10))
        #expect(result.overflowingNodes().map(\.path) == ["0/0", "0/1"])
    }

    @Test func nodesThatFitAndNodesNotShownDoNotOverflow() {
        let choice = ViewNode(kind: .viewThatFits(horizontal: true, vertical: false), children: [bar(400), bar(40)])
        let result = Engine().layout(choice, proposal: ProposedSize(width: 100, height: nil))
        #expect(result.nodes[1].shown == false)
        #expect(result.overflowingNodes().isEmpty)
    }

    @Test func overflowWithinTheToleranceIsIgnored() {
        func row(_ width: Double) -> LayoutResult {
            Engine().layout(
                ViewNode(kind: .hstack(spacing: 0, alignment: .center), children: [bar(width)]).modifier(.frame(FixedFrame(width: 100))),
                proposal: .unspecified
            )
        }
        // 0.0004 pt out on each side is inside the 0.0005 pt tolerance; 0.002 pt is not.
        #expect(row(100.0008).overflowingNodes().isEmpty)
        #expect(row(100.004).overflowingNodes().map(\.path) == ["0/0"])
    }

    @Test func hiddenNodesDoNotOverflowAndOffsetNodesOverflowWhereTheyAreDrawn() {
        let result = LayoutResult(
            proposal: ProposedSize(width: 100, height: nil), size: Size(width: 100, height: 20),
            nodes: [
                NodeLayout(path: "0", id: nil, type: "zstack", frame: Rect(x: 0, y: 0, width: 100, height: 20), outer: Rect(x: 0, y: 0, width: 100, height: 20)),
                NodeLayout(path: "0/0", id: "hidden", type: "color", frame: Rect(x: 90, y: 0, width: 30, height: 20),
                           outer: Rect(x: 90, y: 0, width: 30, height: 20), hidden: true),
                NodeLayout(path: "0/1", id: "moved", type: "color", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                           outer: Rect(x: 0, y: 0, width: 10, height: 10), drawn: Rect(x: -5, y: 0, width: 10, height: 10)),
            ]
        )
        #expect(result.overflowingNodes().map(\.path) == ["0/1"])
    }

    @Test func aRootWiderThanTheProposedWidthOverflowsTheScreen() {
        let wide = ViewNode(kind: .hstack(spacing: 0, alignment: .center), children: [bar(120)])
        let result = Engine().layout(wide, proposal: ProposedSize(width: 100, height: nil))
        #expect(result.size.width == 120)
        #expect(result.overflowContainer == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.overflowingNodes().map(\.path) == ["0", "0/0"])
    }
}
