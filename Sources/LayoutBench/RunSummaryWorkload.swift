import Foundation
import LayoutService
import LayoutStorage

/// `runs show` of a run with a million changes: the run is built through the ledger's real
/// write path (`insertRunChange` and the page's ``RunChangeTally``, one transaction per page of
/// 10,000, as a batch writes), every
/// change a changed scenario with eight moved nodes of a 24-node tree, one in eight also with
/// two appeared and one disappeared node; then the summary `runs show` prints (counts by kind,
/// template and width, the largest moves, the first rows) and the window at the run's end are
/// timed, and the bytes the changes added to the file are counted.
struct RunSummaryWorkload {
    let changes: Int

    struct Outcome {
        var changes: Int
        /// Median seconds of the summary and of the last window of 20 changes.
        var summarySeconds: Double
        var lastPageSeconds: Double
        /// File bytes the changes added (pages after minus before), per change.
        var bytesPerChange: Double
    }

    private static let time = "2024-01-01T00:00:00Z"
    private static let variants = ["compact", "wide"]
    private static let nodeCount = 24

    func measure(repetitions: Int, in directory: TemporaryDirectory) throws -> Outcome {
        let name = "run-summary-\(changes).sqlite"
        let path = directory.path(name)
        defer { directory.removeDatabase(name) }
        let ledger = try StoreFile(path: path).open(creating: true).ledger
        let (runID, pagesBefore) = try build(in: ledger, path: path)
        let (pagesAfter, pageSize) = try Self.pages(of: path)
        let service = try LayoutService(ledger: ledger)
        defer { service.close() }
        var summary: RunSummary?
        let summarySeconds = try Measurement.median(repetitions: repetitions) {
            try Measurement.seconds { summary = try service.runSummary(runID, page: RowWindow(limit: 20)) }
        }
        guard let summary, summary.changeCount == changes, summary.rows.count == 20, summary.largest.count == 10 else {
            throw BenchmarkError.unexpected("the summary counted \(summary?.changeCount ?? 0) of \(changes) changes")
        }
        var last: [RunChange] = []
        let lastPageSeconds = try Measurement.median(repetitions: repetitions) {
            try Measurement.seconds { last = try service.runChanges(runID, page: RowWindow(limit: 20, offset: changes - 20)) }
        }
        guard last.count == 20 else { throw BenchmarkError.unexpected("the last window held \(last.count) of 20 changes") }
        return Outcome(
            changes: changes, summarySeconds: summarySeconds, lastPageSeconds: lastPageSeconds,
            bytesPerChange: Double((pagesAfter - pagesBefore) * pageSize) / Double(changes)
        )
    }

    /// Writes the models, tree, widths and engines, then the run's changes page by page;
    /// returns the run and the file's page count before its changes.
    private func build(in ledger: SQLiteLedger, path: String) throws -> (runID: Int64, pagesBefore: Int64) {
        let widths = try ScenarioCorpus(scenarios: 1).widths
        let perRevision = widths.count * Self.variants.count
        let revisionCount = (changes + perRevision - 1) / perRevision
        let (old, new, proposalIDs, revisionIDs) = try ledger.write { () throws -> (Int64, Int64, [Int64], [Int64]) in
            let old = try ledger.registerEngine(version: "bench", fingerprint: "old", options: "{}", at: Self.time).id
            let new = try ledger.registerEngine(version: "bench", fingerprint: "new", options: "{}", at: Self.time).id
            let proposalIDs = try widths.map { try ledger.addWidth(name: $0.name, width: $0.width).proposalID }
            let nodes = (0..<Self.nodeCount).map { TreeNode(path: $0 == 0 ? "0" : "0/\($0 - 1)", id: "node-\($0)", type: "color", text: nil) }
            let treeID = try ledger.insertTree(hash: String(repeating: "c", count: 64), nodes: nodes)
            var revisionIDs: [Int64] = []
            revisionIDs.reserveCapacity(revisionCount)
            for index in 0..<revisionCount {
                let modelID = try ledger.insertModel(name: "model \(index)", kind: index % 2 == 0 ? "tripCard" : "chipSet", at: Self.time)
                let revision = try ledger.appendRevision(
                    modelID: modelID, contentHash: String(repeating: "a", count: 64), content: "{}", message: nil, at: Self.time
                )
                for variant in Self.variants {
                    for engineID in [old, new] {
                        try ledger.recordScenarioTree(engineID: engineID, revisionID: revision.id, variant: variant, treeID: treeID)
                    }
                }
                revisionIDs.append(revision.id)
            }
            return (old, new, proposalIDs, revisionIDs)
        }
        let pagesBefore = try Self.pages(of: path).count
        let run = try ledger.write { try ledger.startRun(engineID: new, againstEngineID: old, filter: "{}", at: Self.time) }
        var written = 0
        var counts = RunCounts()
        var revisionIndex = 0
        while written < changes {
            try ledger.write {
                let pageEnd = min(changes, written + 10_000)
                var tally = RunChangeTally()
                while written < pageEnd {
                    let revisionID = revisionIDs[revisionIndex]
                    for variant in Self.variants {
                        for proposalID in proposalIDs where written < pageEnd {
                            let change = RecordedChange(
                                runID: run.id, revisionID: revisionID, variant: variant, proposalID: proposalID, status: "changed",
                                nodes: Self.nodes(of: written)
                            )
                            try ledger.insertRunChange(change)
                            tally.add(change, kind: revisionIndex % 2 == 0 ? "tripCard" : "chipSet")
                            written += 1
                        }
                    }
                    revisionIndex += 1
                }
                try tally.flush(runID: run.id, to: ledger)
                counts.changed = written
                try ledger.advanceRun(runID: run.id, cursorRevisionID: revisionIDs[revisionIndex - 1], counts: counts)
            }
        }
        try ledger.write { try ledger.finishRun(runID: run.id, at: Self.time) }
        return (run.id, pagesBefore)
    }

    /// The file's pages once its write-ahead log is checkpointed into it, and their size.
    private static func pages(of path: String) throws -> (count: Int64, size: Int64) {
        let database = try Database(path: path)
        defer { database.close() }
        _ = try database.fetchAll(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        return (try database.fetchValue(Int64.self, sql: "PRAGMA page_count") ?? 0, try database.fetchValue(Int64.self, sql: "PRAGMA page_size") ?? 0)
    }

    /// The nodes of change `index`: eight moves of varied size, and for one in eight a switched branch.
    private static func nodes(of index: Int) -> PackedNodeChanges {
        let size = Double(index % 97) / 4
        let moved = (0..<8).map { node in
            NodeMove(index: node * 2, dx: 0, dy: size + Double(node), dw: node % 2 == 0 ? 0 : -size, dh: size / 2)
        }
        guard index % 8 == 0 else { return PackedNodeChanges(moved: moved) }
        return PackedNodeChanges(moved: moved, appeared: [20, 21], disappeared: [22])
    }
}
