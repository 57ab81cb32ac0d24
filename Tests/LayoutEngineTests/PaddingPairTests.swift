@testable import LayoutEngine
import Testing

/// Two paddings in a row compile into one layer (`PaddingPairLayout`), which lays out as the
/// two paddings do (rule 5.1, applied twice); expectations worked out by hand.
@Suite struct PaddingPairTests {
    static func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Modifier {
        .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// A color inside padding(.horizontal, 10) then padding(.vertical, 3), proposed 100×50: the
    /// color is proposed 80×44 and fills it, at (10, 3); the view is 100×50.
    @Test func aChipsTwoPaddingsInsetTheirViewByBoth() {
        let tree = ViewNode(kind: .shape(.color))
            .modifier(Self.padding(leading: 10, trailing: 10))
            .modifier(Self.padding(top: 3, bottom: 3))
        let prepared = Engine().prepare(tree)
        // The color's layer and one layer for both paddings.
        #expect(prepared.layers.count == 2)
        let result = Engine().layout(tree, proposal: ProposedSize(width: 100, height: 50))
        #expect(result.nodes[0].frame == Rect(x: 10, y: 3, width: 80, height: 44))
        #expect(result.nodes[0].outer == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Version 2's negative insets: padding(.vertical, −30) then padding(.horizontal, 5), proposed
    /// 40×40. The outer padding proposes 30×40, the inner one 30×100, which the color fills;
    /// the inner padding is 30×(100 − 60) at (5, 0), so the color sits at (5, 0 − 30); the
    /// view is (30 + 10)×40.
    @Test func negativeInnerInsetsGrowTheProposalAndMoveTheChildOut() {
        let tree = ViewNode(kind: .shape(.color))
            .modifier(Self.padding(top: -30, bottom: -30))
            .modifier(Self.padding(leading: 5, trailing: 5))
        #expect(Engine().prepare(tree).layers.count == 2)
        let result = Engine().layout(tree, proposal: ProposedSize(width: 40, height: 40))
        #expect(result.nodes[0].frame == Rect(x: 5, y: -30, width: 30, height: 100))
        #expect(result.nodes[0].outer == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    /// Paddings that both inset an axis stay two layers: padding(5) then padding(3) proposed
    /// 100×50 put the color, proposed 84×34, at (8, 8).
    @Test func paddingsOnTheSameAxisStayTwoLayers() {
        let tree = ViewNode(kind: .shape(.color))
            .modifier(Self.padding(top: 5, leading: 5, bottom: 5, trailing: 5))
            .modifier(Self.padding(top: 3, leading: 3, bottom: 3, trailing: 3))
        #expect(Engine().prepare(tree).layers.count == 3)
        let result = Engine().layout(tree, proposal: ProposedSize(width: 100, height: 50))
        #expect(result.nodes[0].frame == Rect(x: 8, y: 8, width: 84, height: 34))
    }

    /// Rule 2.7 with first text baselines: a text padded by 4 on the leading edge then by 3 on
    /// top, after the same text unpadded. Both baselines line up, so both texts start at the
    /// same height, 3 below the padded view's top (at 0); the padded text starts 4 after the
    /// plain one ends.
    @Test func aPairsBaselineIsItsTextsBelowTheTopInset() {
        let plain = ViewNode(kind: .text("Ag", font: .body, lineLimit: nil))
        let padded = ViewNode(kind: .text("Ag", font: .body, lineLimit: nil))
            .modifier(Self.padding(leading: 4)).modifier(Self.padding(top: 3))
        let stack = ViewNode(kind: .hstack(spacing: 0, alignment: .firstTextBaseline), children: [plain, padded])
        #expect(Engine().prepare(stack).layers.count == 4)
        let result = Engine().layout(stack, proposal: .unspecified)
        let plainFrame = result.nodes[1].frame!, paddedFrame = result.nodes[2].frame!
        let paddedOuter = result.nodes[2].outer!
        #expect(abs(plainFrame.minY - 3) < 1e-9)
        #expect(abs(paddedFrame.minY - 3) < 1e-9)
        #expect(paddedOuter.minY == 0)
        #expect(abs(paddedFrame.minX - (plainFrame.maxX + 4)) < 1e-9)
        #expect(paddedOuter.height == paddedFrame.height + 3)
    }
}
