import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

/// A run records the nodes that appeared and disappeared, not only those that moved.
@Suite struct RunNodeChangesTests {
    /// A ViewThatFits at width 100 choosing between the text "Kyoto" and a 10 × 10 colour in a
    /// vstack. Nodes in pre-order: 0 the viewThatFits, 1 the text (0/0), 2 the vstack (0/1),
    /// 3 the colour (0/1/0).
    static let switchingTree = """
        {"kind": "viewTree", "name": "Switching branch", "tree": {"type": "viewThatFits", "id": "choice", "children": [
          {"type": "text", "id": "word", "text": "Kyoto"},
          {"type": "vstack", "id": "dots", "children": [
            {"type": "color", "id": "dot", "modifiers": [{"frame": {"width": 10, "height": 10}}]}
          ]}
        ]}}
        """

    static func switchingModel() throws -> Model {
        try Model(json: try JSONParser.parse(switchingTree))
    }

    /// Hand computation: at body size (17 pt) no Latin letter is wider than 0.8 em, so "Kyoto"
    /// is at most 5 × 0.8 × 17 = 68 pt wide and fits 100: the text is shown. At textScale 6
    /// (102 pt) none of K, y, o, t is narrower than 0.3 em, so it is at least 5 × 0.3 × 102 =
    /// 153 pt wide and does not fit: the vstack and its colour appear, the text disappears, and
    /// the viewThatFits itself (the text's size before, 10 × 10 after) moves.
    @Test func anEngineChangeSwitchingAViewThatFitsBranchRecordsAppearedAndDisappearedNodes() throws {
        let store = try TestStore(seeded: false)
        try store.service.addWidth(name: "narrow", width: 100)
        try store.service.put(try Self.switchingModel())
        let scaled = try store.service(options: EngineOptions(textScale: 6))
        let report = try scaled.recompute(threads: 1)
        #expect(report.counts.changed == 1)
        let change = try #require(try scaled.runChanges(report.runID).first)
        #expect(change.status == "changed")
        let kinds = Dictionary(grouping: change.nodes, by: \.kind).mapValues { $0.map(\.path) }
        #expect(kinds[.moved] == ["0"])
        #expect(kinds[.appeared] == ["0/1", "0/1/0"])
        #expect(kinds[.disappeared] == ["0/0"])
        #expect(change.nodes.filter { $0.kind != .moved }.map(\.name) == ["#dots", "#dot", "#word"])
        #expect((change.movedNodes, change.appearedNodes, change.disappearedNodes) == (1, 2, 1))
        let root = try #require(change.nodes.first)
        let textWidth = try #require(try Self.textWidth(in: store.service))
        #expect(abs(root.dw - (10 - textWidth)) <= 1.0 / 256)
    }

    /// The width of the shown text under the default engine, read from the stored layout.
    private static func textWidth(in service: LayoutService) throws -> Double? {
        let result = try service.layout(model: "Switching branch", proposal: ProposedSize(width: 100, height: nil)).result()
        return result.nodes.first { $0.path == "0/0" }?.frame?.width
    }

    @Test func theSameSwitchBetweenTwoLayoutsIsADiffOfAppearedAndDisappearedNodes() throws {
        let tree = try ViewTreeDecoder.decode(try JSONParser.parse(Self.switchingTree)["tree"] ?? .null)
        let proposal = ProposedSize(width: 100, height: nil)
        let diff = LayoutDiff(Engine().layout(tree, proposal: proposal), Engine(options: EngineOptions(textScale: 6)).layout(tree, proposal: proposal))
        #expect(diff.changes(.appeared).map(\.index) == [2, 3])
        #expect(diff.changes(.disappeared).map(\.index) == [1])
        #expect(diff.changes(.disappeared).first?.after == nil)
        let packed = PackedNodeChanges(diff)
        #expect(packed.appeared == [2, 3] && packed.disappeared == [1] && packed.moved.map(\.index) == [0])
    }
}
