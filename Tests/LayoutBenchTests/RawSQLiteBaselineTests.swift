import Foundation
import LayoutService
import LayoutStorage
import Testing
@testable import LayoutBench

@Suite struct RawSQLiteBaselineTests {
    private func rows(_ count: Int) -> [ResultEntry] {
        (0..<count).map { index in
            ResultEntry(
                engineID: 0, treeID: Int64(index / 2 + 1), proposalID: Int64(index % 2 + 1), width: 100, height: 50,
                resultHash: [UInt8](repeating: UInt8(index), count: 16), frames: [UInt8](repeating: 7, count: 10 + index),
                flowRows: index % 2 == 0 ? nil : 2, truncatedTexts: 0, overflowingNodes: 1, chosenBranch: nil
            )
        }
    }

    @Test func insertedRowsAreFoundByTheirKeysWithTheirFrames() throws {
        let directory = try TemporaryDirectory()
        let raw = try RawSQLiteBaseline(path: directory.path("raw.sqlite"))
        try raw.createResultsTable(named: "results")
        let rows = rows(6)
        try raw.insertResults(rows, engineID: 3, into: "results")
        let keys = try raw.resultKeys(engineID: 3)
        #expect(keys.map(\.treeID) == rows.map(\.treeID))
        #expect(keys.map(\.proposalID) == rows.map(\.proposalID))
        #expect(try raw.lookUpResults(engineID: 3, keys: keys) >= rows.reduce(0) { $0 + $1.frames.count })
        #expect(try raw.resultKeys(engineID: 4).isEmpty)
        #expect(try raw.databaseBytes() > 0)
    }

    @Test func aDuplicateKeyFailsAndRollsBack() throws {
        let directory = try TemporaryDirectory()
        let raw = try RawSQLiteBaseline(path: directory.path("raw.sqlite"))
        try raw.createResultsTable(named: "results")
        let row = rows(1)[0]
        #expect(throws: DatabaseError.self) { try raw.insertResults([row, row], engineID: 1, into: "results") }
        #expect(try raw.resultKeys(engineID: 1).isEmpty)
    }

    @Test func rawRowsForABaselineHaveDistinctKeysInOrder() {
        let made = RawInsertBaseline.rows(count: 10, like: rows(3), proposalsPerTree: 4)
        let keys = made.map { [$0.treeID, $0.proposalID] }
        #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(Set(keys).count == 10)
        #expect(made[4].frames == rows(3)[1].frames)
    }
}
