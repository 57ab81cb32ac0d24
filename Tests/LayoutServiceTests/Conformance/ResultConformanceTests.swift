import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct ResultConformanceTests {
        @Test(arguments: StoreBackend.available)
        func aResultIsStoredOncePerTreeProposalAndEngine(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            #expect(try service.storeFigures().results == SeedFigures.scenarios)
            let chips = try seedModel(named: "Chips article")
            try service.put(try retitled(chips, firstChip: "1st"))
            // The new state: one new tree, laid out at every width.
            #expect(try service.storeFigures().results == SeedFigures.scenarios + SeedFigures.widths)
            let computes = service.statistics.computes
            // Back to the first state, and a second model drawing the same tree as the first state:
            // no layout is computed, no result stored.
            try service.put(chips)
            service.clearMemoryCache()
            try service.put(try renamed(chips, to: "Chips article, again"))
            #expect(service.statistics.computes == computes)
            #expect(try service.storeFigures().results == SeedFigures.scenarios + SeedFigures.widths)
        }

        @Test(arguments: StoreBackend.available)
        func insertingAKeyAgainKeepsTheFirstResult(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let ledger = try store.ledger()
            let first = try ledger.write { () throws -> ResultEntry in
                let engineID = try ledger.registerEngine(version: "1", fingerprint: "f", options: "{}", at: "2024-01-01T00:00:00Z").id
                let treeID = try ledger.insertTree(hash: String(repeating: "b", count: 64), nodes: [
                    TreeNode(path: "0", id: "root", type: "vstack", text: nil), TreeNode(path: "0/0", id: nil, type: "text", text: "Kyoto"),
                ])
                let proposalID = try ledger.proposalID(width: 320, height: nil, sizeCategory: .large)
                return ResultEntry(
                    engineID: engineID, treeID: treeID, proposalID: proposalID, width: 320, height: 40,
                    resultHash: Array(repeating: 1, count: 16), frames: [2, 0, 0], flowRows: 2, truncatedTexts: 0,
                    overflowingNodes: 0, chosenBranch: nil
                )
            }
            var second = first
            second.resultHash = Array(repeating: 2, count: 16)
            second.height = 80
            #expect(try ledger.write { try ledger.insertResult(first) })
            #expect(try !ledger.write { try ledger.insertResult(second) })
            #expect(try ledger.result(engineID: first.engineID, treeID: first.treeID, proposalID: first.proposalID) == first)
            #expect(try ledger.allResults() == [first])
            #expect(try ledger.nodes(treeID: first.treeID).map(\.text) == [nil, "Kyoto"])
            // A proposal and a tree asked for again are the ones stored.
            #expect(try ledger.proposalID(width: 320, height: nil, sizeCategory: .large) == first.proposalID)
            #expect(try ledger.existingProposalID(width: nil, height: nil, sizeCategory: .large) == nil)
            #expect(try ledger.treeID(hash: String(repeating: "b", count: 64)) == first.treeID)
        }

        @Test(arguments: StoreBackend.available)
        func aTreeStoredOutsideATransactionKeepsItsShapeAndIsStoredOnce(backend: StoreBackend) throws {
            let ledger = try BackendStore(backend).ledger()
            let nodes = (0..<300).map { TreeNode(path: "0/\($0)", id: nil, type: "text", text: "line \($0)") }
            let treeID = try ledger.insertTree(hash: String(repeating: "c", count: 64), nodes: nodes)
            #expect(!ledger.isInTransaction)
            #expect(try ledger.nodes(treeID: treeID) == nodes)
            #expect(try ledger.trees().map(\.id) == [treeID])
        }

        /// A batch page's read of the compared engine's results (``ResultLedger/comparedResults(engineID:revisions:)``)
        /// gives every scenario of the revisions once, with the hash of its tree and the very
        /// frames and result hash its row holds (checked against the store's other reads).
        @Test(arguments: StoreBackend.available)
        func comparedResultsGiveEachScenarioItsTreeHashAndFrames(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            defer { service.close() }
            let ledger = try store.ledger()
            let engineID = try #require(try ledger.engines().first).id
            let revisionIDs = try ledger.currentRevisions(after: 0, limit: 1000, filter: RevisionFilter()).map(\.revisionID)
            #expect(revisionIDs.count == SeedFigures.models)
            let compared = try ledger.comparedResults(engineID: engineID, revisions: revisionIDs.min()!...revisionIDs.max()!)
            #expect(compared.count == SeedFigures.scenarios)
            #expect(Set(compared.map { "\($0.key.revisionID)/\($0.key.variant)/\($0.key.proposalID)" }).count == SeedFigures.scenarios)
            let treeHashes = Dictionary(uniqueKeysWithValues: try ledger.trees().map { ($0.id, $0.hash) })
            let rows = Dictionary(uniqueKeysWithValues: try ledger.allResults().map {
                (ResultKey(engineID: $0.engineID, treeID: $0.treeID, proposalID: $0.proposalID), $0)
            })
            for result in compared {
                let row = try #require(rows[ResultKey(engineID: engineID, treeID: result.key.treeID, proposalID: result.key.proposalID)])
                #expect(result.frames == row.frames && !result.frames.isEmpty)
                #expect(result.key.resultHash == row.resultHash)
                #expect(result.treeHash == treeHashes[result.key.treeID])
            }
            // The same results gathered in one buffer (what a batch worker reads), in the same order.
            var gathered = ComparedResults()
            try ledger.readComparedResults(engineID: engineID, revisions: revisionIDs.min()!...revisionIDs.max()!, treeHashes: true, into: &gathered)
            #expect(gathered.entries.count == compared.count)
            for (entry, result) in zip(gathered.entries, compared) {
                #expect(gathered.key(of: entry) == result.key)
                #expect(gathered.treeHash(of: entry) == result.treeHash)
                #expect(Array(gathered.frames(of: entry)) == result.frames)
                #expect(entry.resultHash.matches(result.key.resultHash) && entry.resultHash.bytes == result.key.resultHash)
            }
            // Without the trees' hashes (a batch that takes its trees by id): the same rows.
            var withoutTreeHashes = ComparedResults()
            try ledger.readComparedResults(
                engineID: engineID, revisions: revisionIDs.min()!...revisionIDs.max()!, treeHashes: false, into: &withoutTreeHashes
            )
            #expect(withoutTreeHashes.entries.count == compared.count)
            for (entry, result) in zip(withoutTreeHashes.entries, compared) {
                #expect(withoutTreeHashes.key(of: entry) == result.key)
                #expect(Array(withoutTreeHashes.frames(of: entry)) == result.frames)
            }
            // Revisions past the last hold nothing.
            #expect(try ledger.comparedResults(engineID: engineID, revisions: (revisionIDs.max()! + 1)...(revisionIDs.max()! + 5)).isEmpty)
        }

        @Test(arguments: StoreBackend.available)
        func storedResultsReadBackAsTheEngineComputedThem(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            let stored = try service.layout(model: "Kyoto", template: .wide, proposal: .containerWidth(393))
            let fresh = try store.service().layout(model: "Kyoto", template: .wide, proposal: .containerWidth(393))
            #expect(fresh == stored)
            #expect(try fresh.result() == Engine(options: .default).layout(try seedModel(named: "Kyoto").tree(for: .wide), proposal: .containerWidth(393)))
        }
    }
}
