import LayoutStorage
@testable import LayoutService
import Testing

@Suite struct RunRepositoryTests {
    @Test func aRunIsStartedAdvancedAndFinished() throws {
        let store = try MigratedDatabase()
        let runs = store.ledger
        let engineID = try store.engine()
        let run = try runs.startRun(engineID: engineID, againstEngineID: nil, filter: "{}", at: "2024-01-01T00:00:00Z")
        #expect(try runs.unfinishedRun(engineID: engineID, filter: "{}")?.id == run.id)
        try runs.advanceRun(runID: run.id, cursorRevisionID: 7, counts: RunCounts(unchanged: 3, changed: 1, computed: 4))
        #expect(try runs.run(id: run.id)?.cursorRevisionID == 7)
        #expect(try runs.run(id: run.id)?.counts.total == 4)
        try runs.finishRun(runID: run.id, at: "2024-01-01T00:01:00Z")
        #expect(try runs.unfinishedRun(engineID: engineID, filter: "{}") == nil)
    }

    @Test func aScenarioIsRecordedOncePerRun() throws {
        let store = try MigratedDatabase()
        let runs = store.ledger
        let run = try runs.startRun(engineID: try store.engine(), againstEngineID: nil, filter: "{}", at: "2024-01-01T00:00:00Z")
        let (_, revisionID) = try store.model()
        let proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
        let nodes = PackedNodeChanges(moved: [NodeMove(index: 0, dx: 4, dy: 0, dw: 0, dh: 0)], appeared: [3, 4], disappeared: [2])
        let change = RecordedChange(runID: run.id, revisionID: revisionID, variant: "compact", proposalID: proposalID, status: "changed", nodes: nodes)
        try runs.insertRunChange(change)
        #expect(throws: DatabaseError.self) { try runs.insertRunChange(change) }
        #expect(try runs.recordedChanges(runID: run.id, status: nil, page: nil) == [change])
        #expect(change.movedNodes == 1 && change.maxDelta == 4)
    }
}
