import LayoutEngine
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// A page's ``RunChangeTally`` counts its changes by model kind, template, proposal and status
/// and adds them to the run's summary in its transaction.
@Suite struct RunChangeTallyTests {
    private func change(_ variant: String, _ proposalID: Int64, _ status: String, moved: Int = 0, appeared: [Int] = []) -> RecordedChange {
        RecordedChange(
            runID: 0, revisionID: 1, variant: variant, proposalID: proposalID, status: status, nodes: PackedNodeChanges(appeared: appeared),
            movedNodes: moved, maxDelta: Double(moved), legacyMoves: nil, error: nil
        )
    }

    @Test func changesInAnyOrderAddUpPerGroupAcrossPages() throws {
        let store = try TestStore()
        let ledger = store.service.ledger
        let engine = try #require(try ledger.currentEngine())
        let run = try ledger.write { try ledger.startRun(engineID: engine.id, againstEngineID: nil, filter: "{}", at: "2026-01-01T00:00:00Z") }
        var tally = RunChangeTally()
        // Page 1: two trees' proposals 1 and 2 in turn, a new result, then a chip set's change.
        try ledger.write {
            tally.add(change("compact", 1, "changed", moved: 2), kind: "tripCard")
            tally.add(change("compact", 2, "changed", moved: 3, appeared: [4]), kind: "tripCard")
            tally.add(change("compact", 1, "changed", moved: 5), kind: "tripCard")
            tally.add(change("compact", 2, "new"), kind: "tripCard")
            tally.add(change("compact", 1, "changed", moved: 1), kind: "chipSet")
            try tally.flush(runID: run.id, to: ledger)
        }
        // Page 2: the tally started over; its counts add to the rows of page 1.
        try ledger.write {
            tally.add(change("compact", 1, "changed", moved: 7), kind: "tripCard")
            try tally.flush(runID: run.id, to: ledger)
        }
        // Worked out by hand from the changes above, in kind, variant, proposal, status order.
        let expected = [
            RunChangeGroup(kind: "chipSet", variant: "compact", proposalID: 1, status: "changed", scenarios: 1, movedNodes: 1, appearedNodes: 0, disappearedNodes: 0, maxDelta: 1),
            RunChangeGroup(kind: "tripCard", variant: "compact", proposalID: 1, status: "changed", scenarios: 3, movedNodes: 14, appearedNodes: 0, disappearedNodes: 0, maxDelta: 7),
            RunChangeGroup(kind: "tripCard", variant: "compact", proposalID: 2, status: "changed", scenarios: 1, movedNodes: 3, appearedNodes: 1, disappearedNodes: 0, maxDelta: 3),
            RunChangeGroup(kind: "tripCard", variant: "compact", proposalID: 2, status: "new", scenarios: 1, movedNodes: 0, appearedNodes: 0, disappearedNodes: 0, maxDelta: 0),
        ]
        #expect(try ledger.runChangeGroups(runID: run.id) == expected)
    }
}
