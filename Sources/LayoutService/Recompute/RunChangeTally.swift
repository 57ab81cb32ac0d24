/// The counts a batch adds to its run's summary (`run_change_counts`) with each page: its
/// changes counted by model kind, template, proposal and status, stored in the page's
/// transaction so the summary always agrees with the rows.
public struct RunChangeTally {
    private struct Key: Hashable {
        var kind: String
        var variant: String
        var proposalID: Int64
        var status: String
    }

    private var groups: [Key: RunChangeGroup] = [:]

    public init() {}

    /// Counts `change`, a scenario of a model of `kind`: one look-up of its group, counted in place.
    public mutating func add(_ change: RecordedChange, kind: String) {
        let key = Key(kind: kind, variant: change.variant, proposalID: change.proposalID, status: change.status)
        Self.count(change, in: &groups[key, default: RunChangeGroup(
            kind: kind, variant: change.variant, proposalID: change.proposalID, status: change.status, scenarios: 0, movedNodes: 0,
            appearedNodes: 0, disappearedNodes: 0, maxDelta: 0
        )])
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
        try ledger.addRunChangeCounts(runID: runID, groups.values.sorted { ($0.kind, $0.variant, $0.proposalID, $0.status) < ($1.kind, $1.variant, $1.proposalID, $1.status) })
        groups.removeAll(keepingCapacity: true)
    }
}
