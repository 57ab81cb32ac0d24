import LayoutPostgres
import LayoutTestSupport
import Testing
@testable import LayoutService

/// A page's inserts held back and sent together (`PostgresLedger.deferringInserts`): reads
/// through the ledger that could see them send them first, they are stored when the write
/// ends, and a held row that fails leaves nothing of the write.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .temporaryCluster
)
struct PostgresLedgerDeferredInsertsTests {
    /// A seeded store's ledger and a stored result to copy.
    private func seeded() throws -> (PostgresLedger, ResultEntry) {
        let service = try BackendStore(.postgresql).seededService()
        let ledger = try #require(service.ledger as? PostgresLedger)
        let stored = try #require(try ledger.allResults().first)
        return (ledger, stored)
    }

    private func resultCount(_ ledger: PostgresLedger) throws -> Int? {
        try ledger.connection.fetchValue(Int.self, sql: "SELECT count(*) FROM results")
    }

    @Test func heldRowsAreSentBeforeAReadAndWhenTheWriteEnds() throws {
        let (ledger, stored) = try seeded()
        let before = try #require(try resultCount(ledger))
        var copies: [ResultEntry] = []
        try ledger.write {
            try ledger.deferringInserts {
                for (index, width) in [501.0, 502, 503].enumerated() {
                    var copy = stored
                    copy.proposalID = try ledger.addWidth(name: "held-\(index)", width: width).proposalID
                    #expect(try ledger.insertResult(copy))
                    copies.append(copy)
                }
                try ledger.recordScenarioTree(engineID: stored.engineID, revisionID: 1, variant: "held", treeID: stored.treeID)
                // Held, not sent: the connection itself does not see them yet.
                #expect(try resultCount(ledger) == before)
                // Reading another result (as a page reads the compared engine's) or a tree's
                // shape sends nothing.
                #expect(try ledger.result(engineID: stored.engineID, treeID: stored.treeID, proposalID: stored.proposalID) == stored)
                #expect(try !ledger.nodes(treeID: stored.treeID).isEmpty)
                #expect(try resultCount(ledger) == before)
                // Reading a held result sends them all first.
                #expect(try ledger.result(engineID: stored.engineID, treeID: stored.treeID, proposalID: copies[0].proposalID) == copies[0])
                #expect(try resultCount(ledger) == before + 3)
                var last = stored
                last.proposalID = try ledger.addWidth(name: "held-last", width: 504).proposalID
                try ledger.insertResult(last)
                copies.append(last)
                #expect(try resultCount(ledger) == before + 3)
            }
        }
        #expect(try resultCount(ledger) == before + 4)
        for copy in copies {
            #expect(try ledger.result(engineID: copy.engineID, treeID: copy.treeID, proposalID: copy.proposalID) == copy)
        }
        #expect(try ledger.scenarioTree(engineID: stored.engineID, revisionID: 1, variant: "held") == stored.treeID)
    }

    @Test func aHeldRowThatFailsLeavesNothingOfTheWrite() throws {
        let (ledger, stored) = try seeded()
        let before = try #require(try resultCount(ledger))
        let widths = try ledger.widths().count
        #expect(throws: PostgresError.self) {
            try ledger.write {
                try ledger.deferringInserts {
                    var fine = stored
                    fine.proposalID = try ledger.addWidth(name: "fine", width: 601).proposalID
                    try ledger.insertResult(fine)
                    var negative = stored
                    negative.proposalID = try ledger.addWidth(name: "negative", width: 602).proposalID
                    negative.height = -1  // results.height CHECK (height >= 0)
                    try ledger.insertResult(negative)
                }
            }
        }
        #expect(try resultCount(ledger) == before)
        #expect(try ledger.widths().count == widths)
    }
}
