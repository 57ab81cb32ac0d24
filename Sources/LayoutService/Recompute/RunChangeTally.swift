/// The counts a batch adds to its run's summary (`run_change_counts`) with each page: its
/// changes counted by model kind, template, proposal and status, stored in the page's
/// transaction so the summary always agrees with the rows.
public struct RunChangeTally {
    /// The page's groups, in the order first seen.
    private var groups: [RunChangeGroup] = []
    /// The group counted last: a page's changes come tree by tree, proposal by proposal, so
    /// the group after it is most often the next one's.
    private var last = 0

    public init() {}

    /// Counts `change`, a scenario of a model of `kind`, in its group.
    public mutating func add(_ change: RecordedChange, kind: String) {
        add(
            kind: kind, variant: change.variant, proposalID: change.proposalID, status: change.status, movedNodes: change.movedNodes,
            appearedNodes: change.nodes.appeared.count, disappearedNodes: change.nodes.disappeared.count, maxDelta: change.maxDelta
        )
    }

    /// Counts a change of a scenario of a model of `kind` with these counts, in its group — what
    /// the batch writer calls before it builds the change, so no change is copied to be
    /// counted. The group is found by comparing ids and (mostly identical, short) strings from
    /// the group after the last one counted on, instead of hashing four keys per change; a
    /// page has a few dozen groups.
    mutating func add(
        kind: String, variant: String, proposalID: Int64, status: String, movedNodes: Int, appearedNodes: Int, disappearedNodes: Int,
        maxDelta: Double
    ) {
        let count = groups.count
        var index = last
        var found = false
        for _ in 0..<count {
            index = index + 1 == count ? 0 : index + 1
            if groups[index].proposalID == proposalID && groups[index].status == status && groups[index].variant == variant
                && groups[index].kind == kind {
                found = true
                break
            }
        }
        if !found {
            groups.append(RunChangeGroup(
                kind: kind, variant: variant, proposalID: proposalID, status: status, scenarios: 0, movedNodes: 0, appearedNodes: 0,
                disappearedNodes: 0, maxDelta: 0
            ))
            index = groups.count - 1
        }
        last = index
        groups[index].scenarios += 1
        groups[index].movedNodes += movedNodes
        groups[index].appearedNodes += appearedNodes
        groups[index].disappearedNodes += disappearedNodes
        groups[index].maxDelta = max(groups[index].maxDelta, maxDelta)
    }

    /// Adds the counts to run `runID`'s summary and starts over; call inside the page's transaction.
    public mutating func flush(runID: Int64, to ledger: any ResultLedger) throws {
        guard !groups.isEmpty else { return }
        try ledger.addRunChangeCounts(runID: runID, groups.sorted { ($0.kind, $0.variant, $0.proposalID, $0.status) < ($1.kind, $1.variant, $1.proposalID, $1.status) })
        groups.removeAll(keepingCapacity: true)
        last = 0
    }
}
