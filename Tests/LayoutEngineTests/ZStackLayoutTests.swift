import LayoutEngine
import Testing

/// Rule 6.2 and section 10: explicit alignment guides push children apart and grow the union.
@Suite struct ZStackLayoutTests {
    func square(_ side: Double, leading: Double? = nil, top: Double? = nil) -> ViewNode {
        var node = ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: side, height: side)))
        if let leading { node = node.modifier(.alignmentGuide(.leading, value: leading)) }
        if let top { node = node.modifier(.alignmentGuide(.top, value: top)) }
        return node
    }

    @Test func negativeGuidesMoveAChildDownRightAndGrowTheStack() {
        let stack = ViewNode(kind: .zstack(alignment: .topLeading), children: [square(50), square(20, leading: -30, top: -40)])
        let result = Engine().layout(stack, proposal: ProposedSize(width: 300, height: 300))
        #expect(result.size == Size(width: 50, height: 60))
        #expect(result.nodes[1].outer == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(result.nodes[2].outer == Rect(x: 30, y: 40, width: 20, height: 20))
    }

    @Test func positiveGuidesPushTheOthersAndTheUnionStartsAtTheOrigin() {
        let stack = ViewNode(kind: .zstack(alignment: .topLeading), children: [square(50), square(20, leading: 30, top: 10)])
        let result = Engine().layout(stack, proposal: ProposedSize(width: 300, height: 300))
        #expect(result.size == Size(width: 80, height: 60))
        #expect(result.nodes[1].outer == Rect(x: 30, y: 10, width: 50, height: 50))
        #expect(result.nodes[2].outer == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func centeredChildrenWithoutGuidesTakeTheLargestSize() {
        let stack = ViewNode(kind: .zstack(alignment: .center), children: [square(50), square(20)])
        let result = Engine().layout(stack, proposal: .unspecified)
        #expect(result.size == Size(width: 50, height: 50))
        #expect(result.nodes[2].outer == Rect(x: 15, y: 15, width: 20, height: 20))
    }
}
