import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LayoutServiceBaselinesTests {
    private let flow = EngineOptions(textScale: 1.25)

    @Test func replayPassesOnAFreshBaseline() throws {
        let store = try TestStore()
        let approval = try store.service.approve(.filter(.all), message: "first baseline")
        #expect(approval.approvedBy == "tester")
        let report = try store.service.replay()
        #expect(report.passed)
        #expect(report.caseCount == approval.entryCount)
        #expect(report.caseCount == (try store.service.scenarioCount(.all, widthCount: try store.service.widths().count)))
    }

    @Test func replayFailsNamingTheMovedNodesAfterAnEngineChange() throws {
        let store = try TestStore()
        try store.service.approve(.filter(.all), message: "first baseline")
        let report = try store.service(options: flow).replay()
        #expect(!report.passed)
        let chipSets = Set(try store.service.models(kind: .chipSet).map(\.name))
        #expect(report.failures.allSatisfy { chipSets.contains($0.model) })
        #expect(report.failures.allSatisfy { failure in failure.diff.changes.allSatisfy { !$0.path.isEmpty } })
        #expect(report.failures.contains { !$0.diff.moved.isEmpty || $0.diff.sizeChanged })
    }

    @Test func approvingARunsChangesMakesReplayPassAndUndoBringsTheFailuresBack() throws {
        let store = try TestStore()
        try store.service.approve(.filter(.all), message: "first baseline")
        let flowService = try store.service(options: flow)
        let run = try flowService.recompute(threads: 2)
        let failing = try flowService.replay().failures.count
        #expect(failing > 0)
        try flowService.approve(.run(run.runID), message: "flow is the new normal")
        #expect(try flowService.replay().passed)
        let undo = try flowService.undoLastApproval(message: "not yet")
        #expect(undo.action == "undo")
        #expect(try flowService.replay().failures.count == failing)
        #expect(try flowService.approvals().map(\.action) == ["approve", "approve", "undo"])
    }

    @Test func approvingOneScenarioReplacesOnlyIt() throws {
        let store = try TestStore()
        let approval = try store.service.approve(.scenario(model: "Kyoto", template: .wide, width: "iPhone SE"), message: "one")
        #expect(approval.entryCount == 1)
        #expect(try store.service.baselineCount() == 1)
        try store.service.undoLastApproval(message: "oops")
        #expect(try store.service.baselineCount() == 0)
        #expect(throws: ServiceError.self) { try store.service.undoLastApproval(message: "again") }
    }
}
