/// What a slice of a batch page is laid out against, for its revisions only: the results the
/// target engine already has (not computed again) and the compared engine's results (what each
/// new result is compared with). A worker reads them itself on its thread's read connection
/// (``PageReaders``), or takes its share of the page's rows the writer read (a ledger without
/// read connections of its own).
struct SliceReads: Sendable {
    /// The target engine's results for the slice's scenarios.
    var stored: [ScenarioResultKey] = []
    /// The compared engine's results for the slice's scenarios (empty when comparing with nothing).
    var previous = ComparedResults()

    /// The rows of the revisions `revisions` (ascending ids) that `ledger` holds for the target
    /// engine `targetID` and the compared engine `againstID`; with `comparedTreeHashes` false
    /// the compared results' tree hashes may be left empty (a batch that takes the compared
    /// engine's trees by id, ``BatchPlan/comparedTreesAreOurs``, compares none).
    static func read(
        _ revisions: ClosedRange<Int64>, from ledger: any ResultLedger, targetID: Int64, againstID: Int64?, comparedTreeHashes: Bool = true
    ) throws(ServiceError) -> SliceReads {
        let stored = try inContext("reading stored results") { try ledger.scenarioResults(engineID: targetID, revisions: revisions) }
        var previous = ComparedResults()
        if let againstID {
            try inContext("reading the results of engine \(againstID)") {
                try ledger.readComparedResults(engineID: againstID, revisions: revisions, treeHashes: comparedTreeHashes, into: &previous)
            }
        }
        return SliceReads(stored: stored, previous: previous)
    }

    /// The page's rows `page` split among slices whose revisions start at `firstRevisionIDs`
    /// (ascending, the first slice's first): each row goes to the last slice starting at or
    /// before its revision.
    static func split(_ page: SliceReads, firstRevisionIDs: [Int64]) -> [SliceReads] {
        var slices = [SliceReads](repeating: SliceReads(), count: firstRevisionIDs.count)
        func slice(of revisionID: Int64) -> Int {
            var low = 0
            var high = firstRevisionIDs.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if firstRevisionIDs[middle] <= revisionID { low = middle } else { high = middle - 1 }
            }
            return low
        }
        for key in page.stored { slices[slice(of: key.revisionID)].stored.append(key) }
        for (index, result) in page.previous.entries.enumerated() {
            slices[slice(of: result.revisionID)].previous.append(index, of: page.previous)
        }
        return slices
    }
}
