import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    /// `writePage`, the batch writer's transaction: each backend checks a page's references
    /// (SQLite once per distinct parent, PostgreSQL per row), and a page that fails writes nothing.
    @Suite struct PageWriteConformanceTests {
        @Test(arguments: StoreBackend.available)
        func aPageNamingAMissingTreeWritesNothingAndAValidOneWritesEveryRow(backend: StoreBackend) throws {
            let ledger = try BackendStore(backend).ledger()
            let valid = try ledger.write { () throws -> ResultEntry in
                let engineID = try ledger.registerEngine(version: "1", fingerprint: "f", options: "{}", at: "2024-01-01T00:00:00Z").id
                let treeID = try ledger.insertTree(hash: String(repeating: "b", count: 64), nodes: [
                    TreeNode(path: "0", id: "root", type: "vstack", text: nil),
                ])
                let proposalID = try ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
                return ResultEntry(
                    engineID: engineID, treeID: treeID, proposalID: proposalID, width: 320, height: 40,
                    resultHash: Array(repeating: 1, count: 16), frames: [2, 0, 0], flowRows: nil, truncatedTexts: 0,
                    overflowingNodes: 0, chosenBranch: nil
                )
            }
            var orphan = valid
            orphan.treeID = valid.treeID + 1000
            #expect(throws: (any Error).self) {
                try ledger.writePage {
                    try ledger.insertResult(valid)
                    try ledger.insertResult(orphan)
                }
            }
            #expect(try ledger.allResults().isEmpty)
            var second = valid
            second.proposalID = try ledger.write { try ledger.proposalID(width: 400, height: nil, sizeCategory: .large) }
            try ledger.writePage {
                try ledger.insertResult(valid)
                try ledger.insertResult(second)
            }
            #expect(try ledger.allResults() == [valid, second])
        }
    }
}
