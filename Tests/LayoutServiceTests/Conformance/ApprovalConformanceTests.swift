import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct ApprovalConformanceTests {
        @Test(arguments: StoreBackend.available)
        func approvingARunAndUndoingItMovesTheBaselinesBackAndForth(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let first = try service.approve(.filter(.all), message: "first baseline")
            #expect(first.entryCount == SeedFigures.scenarios)
            #expect(try service.baselineCount() == SeedFigures.scenarios)
            #expect(try service.replay().passed)

            let larger = try store.service(options: EngineOptions(textScale: 1.25))
            let run = try larger.recompute(threads: 2)
            let failing = try larger.replay().failures.count
            #expect(failing == run.counts.changed)
            let second = try larger.approve(.run(run.runID), message: "larger text")
            #expect(second.entryCount == run.counts.changed)
            #expect(try larger.replay().passed)
            let undo = try larger.undoLastApproval(message: "not yet")
            #expect(undo.undoesID == second.id)
            #expect(try larger.replay().failures.count == failing)
            #expect(try larger.approvals().map(\.action) == ["approve", "approve", "undo"])
            #expect(try larger.approvals().map(\.entryCount) == [SeedFigures.scenarios, run.counts.changed, run.counts.changed])
            // The first approval is the one left to undo; after it nothing is.
            try larger.undoLastApproval(message: "all of it")
            #expect(try larger.baselineCount() == 0)
            #expect(throws: ServiceError.self) { try larger.undoLastApproval(message: "again") }
        }

        @Test(arguments: StoreBackend.available)
        func approvingOneScenarioLogsTheBaselineItReplaced(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let scenario = ApprovalSelection.scenario(model: "Kyoto", template: .wide, width: "iPhone SE", sizeCategory: .large)
            let first = try service.approve(scenario, message: "one")
            try service.put(try retitledTrip(try seedModel(named: "Kyoto")))
            let second = try service.approve(scenario, message: "two")
            let entries = try service.ledger.approvalEntries()
            #expect(entries.map(\.approvalID) == [first.id, second.id])
            #expect(entries[0].previous == nil)
            #expect(entries[1].previous == entries[0].accepted)
            #expect(entries[1].accepted.revisionID != entries[0].accepted.revisionID)
            #expect(try service.baselineCount() == 1)
        }

        private func retitledTrip(_ model: Model) throws -> Model {
            guard case .tripCard(var trip) = model else { throw ServiceError.invalidArgument("not a trip card") }
            trip.subtitle = (trip.subtitle ?? "") + " and Nara"
            return .tripCard(trip)
        }
    }
}
