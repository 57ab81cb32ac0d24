import LayoutStorage
import Testing
@testable import LayoutService

/// `SQLiteLedger.writePage`: a batch page's foreign keys checked once per distinct parent, on
/// real store files.
@Suite struct PageWriteTests {
    /// A migrated store with one of each parent a page's rows refer to.
    private struct Parents {
        let store: MigratedDatabase
        let engineID: Int64
        let treeID: Int64
        let proposalID: Int64
        let modelID: Int64
        let revisionID: Int64
        let runID: Int64

        init() throws {
            store = try MigratedDatabase()
            engineID = try store.engine()
            treeID = try store.tree()
            proposalID = try store.ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
            (modelID, revisionID) = try store.model()
            runID = try store.ledger.startRun(engineID: engineID, againstEngineID: nil, filter: "{}", at: "2024-01-01T00:00:00Z").id
        }

        var ledger: SQLiteLedger { store.ledger }

        func result(engineID: Int64? = nil, treeID: Int64? = nil, proposalID: Int64? = nil) -> ResultEntry {
            store.result(engineID: engineID ?? self.engineID, treeID: treeID ?? self.treeID, proposalID: proposalID ?? self.proposalID)
        }

        func change(runID: Int64? = nil, revisionID: Int64? = nil, proposalID: Int64? = nil) -> RecordedChange {
            RecordedChange(
                runID: runID ?? self.runID, revisionID: revisionID ?? self.revisionID, variant: "compact",
                proposalID: proposalID ?? self.proposalID, status: "new"
            )
        }

        func count(_ table: String) throws -> Int {
            try store.db.fetchValue(Int.self, sql: "SELECT count(*) FROM \(table)") ?? -1
        }

        /// Whether SQLite refuses a result naming engine 999, written directly on the ledger's connection.
        func refusesADirectInvalidInsert() throws -> Bool {
            do {
                try store.db.execute(sql: """
                    INSERT INTO results (engine_id, tree_id, proposal_id, width, height, result_hash, frames, truncated_texts, overflowing_nodes)
                    VALUES (999, ?, ?, 1, 1, zeroblob(16), x'00', 0, 0)
                    """, arguments: [.integer(treeID), .integer(proposalID)])
                return false
            } catch {
                return error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY
            }
        }
    }

    /// A page row naming a parent that does not exist (id 999 in the column `row` sets), and
    /// what its failure must name.
    struct MissingParent: CustomTestStringConvertible, Sendable {
        enum Row: Sendable {
            case result(WritableKeyPath<ResultEntry, Int64> & Sendable)
            case change(WritableKeyPath<RecordedChange, Int64> & Sendable)
        }

        let name: String
        let row: Row
        let message: String
        var testDescription: String { name }
    }

    static let missingParents = [
        MissingParent(name: "tree", row: .result(\.treeID), message: "results.tree_id refers to trees id 999,"),
        MissingParent(name: "engine", row: .result(\.engineID), message: "results.engine_id refers to engines id 999,"),
        MissingParent(name: "proposal", row: .result(\.proposalID), message: "results.proposal_id refers to proposals id 999,"),
        MissingParent(name: "run", row: .change(\.runID), message: "run_changes.run_id refers to runs id 999,"),
        MissingParent(name: "revision", row: .change(\.revisionID), message: "run_changes.revision_id refers to revisions id 999,"),
    ]

    @Test(arguments: missingParents)
    func aPageReferringToAMissingParentFailsNamingItAndWritesNothing(_ missing: MissingParent) throws {
        let parents = try Parents()
        let ledger = parents.ledger
        let failure = try #require(throws: DatabaseError.self) {
            try ledger.writePage {
                try ledger.insertResult(parents.result())
                try ledger.insertRunChange(parents.change())
                switch missing.row {
                case .result(let column):
                    var row = parents.result(proposalID: try ledger.proposalID(width: 400, height: nil, sizeCategory: .large))
                    row[keyPath: column] = 999
                    try ledger.insertResult(row)
                case .change(let column):
                    var row = parents.change()
                    row.variant = "wide"
                    row[keyPath: column] = 999
                    try ledger.insertRunChange(row)
                }
            }
        }
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY)
        #expect(failure.message.contains(missing.message), "\(failure)")
        #expect(try parents.count("results") == 0)
        #expect(try parents.count("run_changes") == 0)
        #expect(try ledger.db.enforcesForeignKeys())
        #expect(try parents.refusesADirectInvalidInsert())
    }

    /// Consecutive ids are checked together, by one count of their range: a gap inside the
    /// range is found and named all the same.
    @Test func aMissingIdAmongConsecutiveOnesIsNamed() throws {
        let parents = try Parents()
        let ledger = parents.ledger
        for (id, letter) in [(10, "e"), (12, "f")] {
            try ledger.db.execute(
                sql: "INSERT INTO trees (id, hash, node_count) VALUES (?, ?, 0)", arguments: [.integer(Int64(id)), .text(String(repeating: letter, count: 64))]
            )
        }
        let failure = try #require(throws: DatabaseError.self) {
            try ledger.writePage {
                for treeID: Int64 in [10, 11, 12] { try ledger.insertResult(parents.result(treeID: treeID)) }
            }
        }
        #expect(failure.message.contains("results.tree_id refers to trees id 11,"), "\(failure)")
        #expect(try parents.count("results") == 0)
        try ledger.writePage {
            for treeID: Int64 in [10, 12] { try ledger.insertResult(parents.result(treeID: treeID)) }
        }
        #expect(try parents.count("results") == 2)
    }

    @Test func aPageWritesItsRowsAndLeavesForeignKeysEnforced() throws {
        let parents = try Parents()
        let ledger = parents.ledger
        let otherProposal = try ledger.proposalID(width: 400, height: nil, sizeCategory: .large)
        let overwritesFreedSpace = try ledger.db.overwritesFreedSpace()
        try ledger.writePage {
            // Rows may refer to a parent written earlier in the same page.
            let newTree = try parents.store.tree("c")
            try ledger.insertResult(parents.result())
            try ledger.insertResult(parents.result(proposalID: otherProposal))
            try ledger.insertResult(parents.result(treeID: newTree))
            try ledger.recordScenarioTree(engineID: parents.engineID, revisionID: parents.revisionID, variant: "compact", treeID: newTree)
            #expect(try ledger.claimModel(runID: parents.runID, modelID: parents.modelID, revisionID: parents.revisionID))
            try ledger.insertRunChange(parents.change())
            #expect(try !ledger.db.enforcesForeignKeys())
            // Nothing a page writes is deleted: SQLite leaves the space its splits free as it is.
            #expect(try !ledger.db.overwritesFreedSpace())
        }
        #expect(try parents.count("results") == 3)
        #expect(try parents.count("run_changes") == 1)
        #expect(try ledger.db.enforcesForeignKeys())
        #expect(try ledger.db.overwritesFreedSpace() == overwritesFreedSpace)
        #expect(try parents.refusesADirectInvalidInsert())
        #expect(try ledger.db.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
    }

    @Test func aSavepointRolledBackInsideAPageTakesItsReferencesAlong() throws {
        let parents = try Parents()
        let ledger = parents.ledger
        struct Abandoned: Error {}
        try ledger.writePage {
            try ledger.insertResult(parents.result())
            _ = try? ledger.write {
                let tree = try parents.store.tree("d")
                try ledger.insertResult(parents.result(treeID: tree))
                throw Abandoned()
            }
        }
        #expect(try parents.count("results") == 1)
        #expect(try parents.count("trees") == 1)
    }

    @Test func insideAnOpenTransactionAPageKeepsSQLitesOwnChecks() throws {
        let parents = try Parents()
        let ledger = parents.ledger
        let failure = try #require(throws: DatabaseError.self) {
            try ledger.write {
                try ledger.writePage {
                    #expect(try ledger.db.enforcesForeignKeys())
                    try ledger.insertResult(parents.result(treeID: 999))
                }
            }
        }
        // SQLite's own message: the row failed as it was written.
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY)
        #expect(failure.message == "FOREIGN KEY constraint failed")
        #expect(try parents.count("results") == 0)
    }

    /// Every foreign key of every table a page writes is one the page notes, and no other:
    /// the list in `PageForeignKey` is the schema's (`PRAGMA foreign_key_list`).
    @Test func thePageNotesEveryForeignKeyOfTheTablesItWrites() throws {
        let store = try MigratedDatabase()
        let childTables = Set(PageForeignKey.allCases.map(\.childTable))
        #expect(childTables.count == 6)
        var schema = Set<String>()
        for table in childTables {
            for row in try store.db.fetchAll(sql: "SELECT \"table\", \"from\", \"to\" FROM pragma_foreign_key_list(?)", arguments: [.text(table)]) {
                schema.insert("\(table).\(try row.decode(String.self, at: 1)) -> \(try row.decode(String.self, at: 0)).\(try row.decode(String.self, at: 2))")
            }
        }
        let noted = Set(PageForeignKey.allCases.map { "\($0.childTable).\($0.column) -> \($0.parent.name).id" })
        #expect(schema.count == PageForeignKey.allCases.count)
        #expect(noted == schema)
    }
}
