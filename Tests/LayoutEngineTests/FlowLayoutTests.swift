@testable import LayoutEngine
import Testing

/// Rule 11.1: the flow layout, and its fast path for rigid children.
@Suite struct FlowLayoutTests {
    /// Children of every rigid kind: fixed frames around colours, circles, capsules and a
    /// resizable image (aligned several ways), and a non-resizable image.
    static func rigidChildren(count: Int) -> [ViewNode] {
        let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .bottom]
        return (0..<count).map { index in
            let width = Double(15 + (index * 37) % 90), height = Double(10 + (index * 13) % 40)
            let frame = FixedFrame(width: width, height: height, alignment: alignments[(index / 5) % alignments.count])
            switch index % 5 {
            case 0: return ViewNode(kind: .shape(.color)).modifier(.frame(frame))
            case 1: return ViewNode(kind: .shape(.circle)).modifier(.frame(frame))
            case 2: return ViewNode(kind: .shape(.capsule)).modifier(.frame(frame))
            case 3: return ViewNode(kind: .image(width: 7, height: 9, resizable: true)).modifier(.frame(frame))
            default: return ViewNode(kind: .image(width: width, height: height, resizable: false))
            }
        }
    }

    @Test(arguments: [nil, 0, 10, 95.5, 250, 1000, Double.infinity])
    func fastPathGivesTheGeneralPathsFrames(width: Double?) {
        let engine = Engine()
        let flow = ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 6), children: Self.rigidChildren(count: 40))
        let tree = engine.prepare(flow.modifier(.padding(EdgeInsets(all: 3))))
        let general = engine.makeSession()
        general.usesFastPaths = false
        let proposal = ProposedSize(width: width, height: nil)
        let fast = engine.makeSession().layout(tree, proposal: proposal)
        #expect(fast == general.layout(tree, proposal: proposal))
        #expect(fast.nodes.allSatisfy { $0.shown && $0.frame != nil })
        #expect(fast.nodes[0].rows == general.layout(tree, proposal: proposal).nodes[0].rows)
    }

    @Test func childrenAreRigidOnlyWhenNothingInsideDependsOnTheProposal() {
        let engine = Engine()
        let rigid = engine.prepare(ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 10), children: Self.rigidChildren(count: 5)))
        #expect(rigid.layers[Int(rigid.root)].childrenAreRigid)
        let guided = ViewNode(kind: .shape(.color)).modifier(.alignmentGuide(.leading, value: 3)).modifier(.frame(FixedFrame(width: 10, height: 10)))
        let widthOnly = ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: 10)))
        let text = ViewNode(kind: .text("a", font: .body, lineLimit: nil)).modifier(.frame(FixedFrame(width: 10, height: 10)))
        for child in [guided, widthOnly, text] {
            let tree = engine.prepare(ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 10), children: [child]))
            #expect(!tree.layers[Int(tree.root)].childrenAreRigid)
        }
    }

    @Test func threeHundredWideItemsWrapAfterTwoAtWidth250() {
        let item = ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: 100, height: 30)))
        let flow = ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 10), children: [item, item, item])
        let result = Engine().layout(flow, proposal: ProposedSize(width: 250, height: nil))
        #expect(result.size == Size(width: 210, height: 70))
        #expect(result.nodes.dropFirst().map(\.outer) == [
            Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 110, y: 0, width: 100, height: 30), Rect(x: 0, y: 40, width: 100, height: 30),
        ])
    }
}
