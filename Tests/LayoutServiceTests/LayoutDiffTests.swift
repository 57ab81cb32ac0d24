import LayoutEngine
import Testing
@testable import LayoutService

@Suite struct LayoutDiffTests {
    private func node(_ path: String, x: Double, width: Double = 10, type: String = "color") -> NodeLayout {
        let frame = Rect(x: x, y: 0, width: width, height: 10)
        return NodeLayout(path: path, id: nil, type: type, frame: frame, outer: frame)
    }

    private func result(_ nodes: [NodeLayout], width: Double = 100) -> LayoutResult {
        LayoutResult(proposal: ProposedSize(width: width, height: nil), size: Size(width: width, height: 10), nodes: nodes)
    }

    @Test func theSameTreeGivesFrameDeltasBeyondTheTolerance() {
        let before = result([node("0", x: 0, width: 100), node("0/0", x: 0), node("0/1", x: 10)])
        let after = result([node("0", x: 0, width: 100), node("0/0", x: 0.005), node("0/1", x: 14)])
        let diff = LayoutDiff(before, after, tolerance: 0.01)
        #expect(diff.changes.map(\.path) == ["0/1"])
        #expect(diff.changes.first?.kind == .moved)
        #expect(abs(diff.maxDelta - 4) <= 1e-12)
        #expect(LayoutDiff(before, after, tolerance: 0).changes.map(\.path) == ["0/0", "0/1"])
    }

    @Test func differentTreesListAppearedAndDisappearedNodesByPath() {
        let before = result([node("0", x: 0, width: 100), node("0/0", x: 0), node("0/1", x: 10)])
        let after = result([node("0", x: 0, width: 100), node("0/1", x: 10), node("0/2", x: 20)])
        let diff = LayoutDiff(before, after)
        #expect(diff.changes.map(\.kind) == [.disappeared, .appeared])
        #expect(diff.changes.map(\.path) == ["0/0", "0/2"])
        // Indices into the tree that shows each: 0/0 is node 1 before, 0/2 node 2 after.
        #expect(diff.changes.map(\.index) == [1, 2])
    }

    @Test func nodesWhoseTypeChangedAreMatchedByPathInPlace() {
        let before = result([node("0", x: 0, width: 100, type: "guideFlow"), node("0/0", x: 0), node("0/1", x: 10)])
        let after = result([node("0", x: 0, width: 80, type: "flow"), node("0/0", x: 0), node("0/1", x: 12)])
        let diff = LayoutDiff(before, after)
        #expect(diff.changes.map(\.kind) == [.moved, .moved])
        #expect(diff.changes.map(\.path) == ["0", "0/1"])
        #expect(diff.changes.first?.type == "flow")
    }

    @Test func discreteChangesAreReportedWithoutMovement() {
        var truncated = node("0", x: 0, type: "text")
        truncated.text = TextLines(lines: ["Kyo…"], truncated: true)
        var whole = node("0", x: 0, type: "text")
        whole.text = TextLines(lines: ["Kyoto"], truncated: false)
        let diff = LayoutDiff(result([truncated]), result([whole]))
        #expect(diff.changes.map(\.kind) == [.changed])
        #expect(diff.changes.first?.detail?.contains("truncated") == true)
        #expect(!diff.isEmpty)
        #expect(LayoutDiff(result([whole]), result([whole])).isEmpty)
    }
}
