/// A row of `run_changes`: a scenario whose result is new, changed or failed in a run.
public struct RecordedChange: Hashable, Sendable {
    public var runID: Int64
    public var revisionID: Int64
    public var variant: String
    public var proposalID: Int64
    /// `new`, `changed` or `failed`.
    public var status: String
    /// The nodes that moved, appeared and disappeared (stored packed).
    public var nodes: PackedNodeChanges
    /// How many nodes moved: `nodes.moved.count`, or what a row from before the packed lists says.
    public var movedNodes: Int
    /// The largest move in points.
    public var maxDelta: Double
    /// The moved nodes' JSON of a row recorded before the packed lists (migration 0009); nil after.
    public var legacyMoves: String?
    public var error: String?
    /// Whether the change is among the largest moves of the batch page that wrote it
    /// (``RunChangeRanking``; the `ranked` column): on SQLite only ranked changes are in the
    /// index of a run's largest moves. A writer that does not rank leaves every change ranked,
    /// as every change stored before was.
    public var isRanked = true
    /// `nodes` packed ahead of the store, by the batch worker that listed them (empty: packed
    /// when stored); no part of the change's value, so it never makes two changes differ.
    var packedNodes = PackedNodesBytes(nil)

    /// A change whose node lists are `nodes`.
    public init(
        runID: Int64, revisionID: Int64, variant: String, proposalID: Int64, status: String,
        nodes: PackedNodeChanges = PackedNodeChanges(), error: String? = nil
    ) {
        self.init(
            runID: runID, revisionID: revisionID, variant: variant, proposalID: proposalID, status: status, nodes: nodes,
            movedNodes: nodes.moved.count, maxDelta: Self.largestMove(in: nodes), legacyMoves: nil, error: error
        )
    }

    /// `nodes.maxDelta` — the largest of the moves' deltas as `max()` finds it, 0 when none
    /// moved — without the array of every move's delta it is computed from.
    private static func largestMove(in nodes: PackedNodeChanges) -> Double {
        var moves = nodes.moved.makeIterator()
        guard var largest = moves.next()?.maxDelta else { return 0 }
        while let move = moves.next() {
            let delta = move.maxDelta
            if largest < delta { largest = delta }
        }
        return largest
    }

    /// A change as stored, counts included.
    public init(
        runID: Int64, revisionID: Int64, variant: String, proposalID: Int64, status: String, nodes: PackedNodeChanges,
        movedNodes: Int, maxDelta: Double, legacyMoves: String?, error: String?
    ) {
        self.runID = runID
        self.revisionID = revisionID
        self.variant = variant
        self.proposalID = proposalID
        self.status = status
        self.nodes = nodes
        self.movedNodes = movedNodes
        self.maxDelta = maxDelta
        self.legacyMoves = legacyMoves
        self.error = error
    }
}
