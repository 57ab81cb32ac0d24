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
        let row = ViewNode(kind: .hstack(spacing: 0, alignment: .center), children: [bar(100.0000001)]).modifier(.frame(FixedFrame(width: 100)))
        let result = Engine().layout(row, proposal: .unspecified)
        #expect(result.overflowingNodes(tolerance: 1e-3).isEmpty)
        #expect(!result.overflowingNodes().isEmpty)
    }
}
