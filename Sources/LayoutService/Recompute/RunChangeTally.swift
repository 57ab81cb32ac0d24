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

    /// Counts `change`, a scenario of a model of `kind`, in its group, found by comparing ids
    /// and (mostly identical, short) strings from the group after the last one counted on,
    /// instead of hashing four keys per change; a page has a few dozen groups.
    public mutating func add(_ change: RecordedChange, kind: String) {
        let count = groups.count
        var index = last
        for _ in 0..<count {
            index = index + 1 == count ? 0 : index + 1
            if groups[index].proposalID == change.proposalID && groups[index].status == change.status
                && groups[index].variant == change.variant && groups[index].kind == kind {
                Self.count(change, in: &groups[index])
                last = index
                return
            }
        }
        groups.append(RunChangeGroup(
            kind: kind, variant: change.variant, proposalID: change.proposalID, status: change.status, scenarios: 0, movedNodes: 0,
            appearedNodes: 0, disappearedNodes: 0, maxDelta: 0
        ))
        last = groups.count - 1
        Self.count(change, in: &groups[last])
    }

    private static func count(_ change: RecordedChange, in group: inout RunChangeGroup) {
        group.scenarios += 1
        group.movedNodes += change.movedNodes
        group.appearedNodes += change.nodes.appeared.count
        group.disappearedNodes += change.nodes.disappeared.count
        group.maxDelta = max(group.maxDelta, change.maxDelta)
    }

    /// Adds the counts to run `runID`'s summary and starts over; call inside the page's transaction.
    public mutating func flush(runID: Int64, to ledger: any ResultLedger) throws {
        guard !groups.isEmpty else { return }
        try ledger.addRunChangeCounts(runID: runID, groups.sorted { ($0.kind, $0.variant, $0.proposalID, $0.status) < ($1.kind, $1.variant, $1.proposalID, $1.status) })
        groups.removeAll(keepingCapacity: true)
        last = 0
    }
}
