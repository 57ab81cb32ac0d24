import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

/// A run records the nodes that appeared and disappeared, not only those that moved.
@Suite struct RunNodeChangesTests {
    static func switchingModel() throws -> Model {
        try Model(json: try JSONParser.parse(SwitchingBranchModel.json))
    }

    /// The expectation is worked by hand in ``SwitchingBranchModel``.
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
        let tree = try ViewTreeDecoder.decode(try JSONParser.parse(SwitchingBranchModel.json)["tree"] ?? .null)
        let proposal = ProposedSize(width: 100, height: nil)
        let diff = LayoutDiff(Engine().layout(tree, proposal: proposal), Engine(options: EngineOptions(textScale: 6)).layout(tree, proposal: proposal))
        #expect(diff.changes(.appeared).map(\.index) == [2, 3])
        #expect(diff.changes(.disappeared).map(\.index) == [1])
        #expect(diff.changes(.disappeared).first?.after == nil)
        let packed = PackedNodeChanges(diff)
        #expect(packed.appeared == [2, 3] && packed.disappeared == [1] && packed.moved.map(\.index) == [0])
    }
}
