import LayoutTestSupport
import LayoutStorage
@testable import LayoutService

/// A ledger on a migrated store file in a temporary directory, with one model, revision,
/// tree, width and engine to hang rows on.
final class MigratedDatabase {
    let store: TemporaryStore
    let ledger: SQLiteLedger

    init() throws {
        store = try TemporaryStore()
        ledger = try StoreFile(path: store.path).open(creating: true).ledger
    }

    /// The ledger's connection, for checks below the ledger.
    var db: Database { ledger.db }

    /// Inserts a model with one revision and returns (model id, revision id).
    func model(_ name: String = "Kyoto", kind: String = "tripCard") throws -> (Int64, Int64) {
        let models = ledger
        let modelID = try models.insertModel(name: name, kind: kind, at: "2024-01-01T00:00:00Z")
        let revision = try models.appendRevision(
            modelID: modelID, contentHash: String(repeating: "a", count: 64), content: "{}", message: nil, at: "2024-01-01T00:00:00Z"
        )
        return (modelID, revision.id)
    }

    func tree(_ letter: Character = "b") throws -> Int64 {
        try ledger.insertTree(hash: String(repeating: letter, count: 64), nodes: [
            TreeNode(path: "0", id: "root", type: "vstack", text: nil),
            TreeNode(path: "0/0", id: nil, type: "text", text: "Kyoto"),
        ])
    }

    func engine(_ fingerprint: String = "f1") throws -> Int64 {
        try ledger.registerEngine(version: "1", fingerprint: fingerprint, options: "{}", at: "2024-01-01T00:00:00Z").id
    }

    func result(engineID: Int64, treeID: Int64, proposalID: Int64, hash: UInt8 = 1) -> ResultEntry {
        ResultEntry(
            engineID: engineID, treeID: treeID, proposalID: proposalID, width: 320, height: 40,
            resultHash: Array(repeating: hash, count: 16), frames: [2, 0, 0], flowRows: 2, truncatedTexts: 0,
            overflowingNodes: 0, chosenBranch: nil
        )
    }
}
