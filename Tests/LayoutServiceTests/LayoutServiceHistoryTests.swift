import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LayoutServiceHistoryTests {
    @Test func historyListsEveryRevisionAndEngineOldestFirstWithTheirChanges() throws {
        let store = try TestStore()
        guard case .chipSet(var chips) = try seedModel(named: "Chips article") else { return }
        chips.chips.removeLast(4)
        try store.service.put(.chipSet(chips), message: "fewer chips")
        let largerText = try store.service(options: EngineOptions(textScale: 1.25))
        try largerText.recompute(ScenarioFilter(kind: .chipSet), threads: 1)

        let history = try largerText.history(model: "Chips article", width: "iPhone SE")
        #expect(history.map(\.revision) == [1, 2, 2])
        #expect(history.map(\.engine.id) == [store.service.engine.id, store.service.engine.id, largerText.engine.id])
        #expect(history[0].changeFromPrevious == nil)
        #expect(history[1].changeFromPrevious?.changes.contains { $0.kind == .disappeared } == true)
        #expect(history[1].message == "fewer chips")
        #expect(history[1].facts.flowRows ?? 0 <= history[0].facts.flowRows ?? 0)
    }

    @Test func breakpointsAreWhereTheDiscreteLayoutChanges() throws {
        let store = try TestStore()
        let model = try seedModel(named: "Chips article")
        let tree = try model.tree(for: .chips)
        let signature = { (width: Double) in LayoutSignature(Engine().layout(tree, proposal: ProposedSize(width: width, height: nil))) }
        let breakpoints = try store.service.breakpoints(model: "Chips article", from: 100, to: 600)
        #expect(!breakpoints.isEmpty)
        var previous = 100.0
        for breakpoint in breakpoints {
            #expect(!breakpoint.changes.isEmpty)
            #expect(signature(breakpoint.width - 0.5) != signature(breakpoint.width), "at \(breakpoint.width)")
            #expect(signature(previous) == signature(breakpoint.width - 0.5) || breakpoint.width - 0.5 <= previous)
            previous = breakpoint.width
        }
        #expect(signature(previous) == signature(600))
        #expect(signature(100) != signature(600))
    }
}
