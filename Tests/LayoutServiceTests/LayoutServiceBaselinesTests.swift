import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LayoutServiceBaselinesTests {
    private let largerText = EngineOptions(textScale: 1.25)

    @Test func replayPassesOnAFreshBaseline() throws {
        let store = try TestStore()
        let approval = try store.service.approve(.filter(.all), message: "first baseline")
        #expect(approval.approvedBy == "tester")
        let report = try store.service.replay()
        #expect(report.passed)
        #expect(report.caseCount == approval.entryCount)
        #expect(report.caseCount == (try store.service.scenarioCount(.all, proposalCount: try store.service.widths().count)))
    }

    @Test func replayFailsNamingTheMovedNodesAfterAnEngineChange() throws {
        let store = try TestStore()
        try store.service.approve(.filter(.all), message: "first baseline")
        let report = try store.service(options: largerText).replay()
        #expect(!report.passed)
        // Larger text moves the models with text, never the three without.
        #expect(report.failures.contains { $0.model == "Kyoto" })
        #expect(!report.failures.contains { ["Empty", "Flow of eleven rectangles", "Ranked avatars"].contains($0.model) })
        #expect(report.failures.allSatisfy { failure in failure.diff.changes.allSatisfy { !$0.path.isEmpty } })
        #expect(report.failures.contains { !$0.diff.moved.isEmpty || $0.diff.sizeChanged })
    }

    @Test func approvingARunsChangesMakesReplayPassAndUndoBringsTheFailuresBack() throws {
        let store = try TestStore()
        try store.service.approve(.filter(.all), message: "first baseline")
        let largerTextService = try store.service(options: largerText)
        let run = try largerTextService.recompute(threads: 2)
        let failing = try largerTextService.replay().failures.count
        #expect(failing > 0)
        try largerTextService.approve(.run(run.runID), message: "larger text is the new normal")
        #expect(try largerTextService.replay().passed)
        let undo = try largerTextService.undoLastApproval(message: "not yet")
        #expect(undo.action == "undo")
        #expect(try largerTextService.replay().failures.count == failing)
        #expect(try largerTextService.approvals().map(\.action) == ["approve", "approve", "undo"])
    }

    @Test func approvingOneScenarioReplacesOnlyIt() throws {
        let store = try TestStore()
        let approval = try store.service.approve(.scenario(model: "Kyoto", template: .wide, width: "iPhone SE", sizeCategory: .large), message: "one")
        #expect(approval.entryCount == 1)
        #expect(try store.service.baselineCount() == 1)
        try store.service.undoLastApproval(message: "oops")
        #expect(try store.service.baselineCount() == 0)
        #expect(throws: ServiceError.self) { try store.service.undoLastApproval(message: "again") }
    }
}
