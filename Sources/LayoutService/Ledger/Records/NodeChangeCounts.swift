/// What a run change stores beside its packed node lists (``PackedNodeChanges``): how many
/// nodes moved, appeared and disappeared, and the largest move. A batch worker counts them when
/// it packs the lists, so the writer is handed plain values, not the lists.
struct NodeChangeCounts: Equatable, Sendable {
    var moved: Int
    var appeared: Int
    var disappeared: Int
    /// The largest move in points (``RecordedChange/largestMove(in:)``).
    var maxDelta: Double

    /// The counts of `nodes`.
    init(_ nodes: borrowing PackedNodeChanges) {
        moved = nodes.moved.count
        appeared = nodes.appeared.count
        disappeared = nodes.disappeared.count
        maxDelta = RecordedChange.largestMove(in: nodes)
    }

    /// Whether no node moved, appeared or disappeared (then a change has no packed lists).
    var isEmpty: Bool { moved == 0 && appeared == 0 && disappeared == 0 }
}
