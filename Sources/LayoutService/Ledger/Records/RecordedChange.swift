import LayoutModels

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
    /// `variant` and `status` as constants (``ConstantText``), when the batch writer that made
    /// the change knew them; no part of the change's value either.
    var spellings = ConstantText.none

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

    /// `nodes.maxDelta` — the largest of the moves' deltas, 0 when none moved — found in the
    /// moves' fixed-point units and converted once: a delta in points is its units over a power
    /// of two, which keeps their order, so the largest in units is the largest in points, and
    /// no delta is converted on the way (the batch writer finds one per changed scenario).
    static func largestMove(in nodes: PackedNodeChanges) -> Double {
        var largest: UInt64 = 0
        nodes.moved.withUnsafeBufferPointer { moves in
            for move in moves {
                largest = max(largest, move.dxUnits.magnitude, move.dyUnits.magnitude, move.dwUnits.magnitude, move.dhUnits.magnitude)
            }
        }
        return NodeMove.points(largest)
    }

    /// A change of a batch page, of a scenario of `template`: its counts found by the writer,
    /// its node lists packed ahead (``packedNodes``) when a worker packed them, its variant and
    /// status spelled as constants too (``spellings``).
    init(
        runID: Int64, revisionID: Int64, template: TemplateName, proposalID: Int64, status: RecordedStatus, nodes: PackedNodeChanges,
        maxDelta: Double, packedAhead packed: [UInt8]?
    ) {
        self.runID = runID
        self.revisionID = revisionID
        variant = template.rawValue
        self.proposalID = proposalID
        self.status = status.text
        spellings = ConstantText(variant: ConstantText.name(of: template), status: status.constant)
        movedNodes = nodes.moved.count
        self.nodes = nodes
        self.maxDelta = maxDelta
        legacyMoves = nil
        error = nil
        packedNodes = PackedNodesBytes(packed)
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
