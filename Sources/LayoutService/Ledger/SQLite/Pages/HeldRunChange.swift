import LayoutStorage

/// A row of `run_changes` a batch page holds back (``SQLiteLedger/insertRunChange(_:)``), its
/// node lists packed (``PackedNodeChanges``; NULL when there are none).
struct HeldRunChange: HeldRow {
    static let insert = MultiRowInsert(
        head: """
            INSERT INTO run_changes (
                run_id, revision_id, variant, proposal_id, status, moved_nodes, appeared_nodes, disappeared_nodes,
                max_delta, nodes, legacy_moves, error, ranked
            ) VALUES
            """,
        columns: 13,
        tail: ""
    )

    var runID: Int64
    var revisionID: Int64
    var variant: String
    var proposalID: Int64
    var status: String
    var movedNodes: Int
    var appearedNodes: Int
    var disappearedNodes: Int
    var maxDelta: Double
    var nodes: Range<Int>?
    var legacyMoves: String?
    var error: String?
    var isRanked: Bool

    /// `change`, its packed node lists gathered into `rows` (copied when packed ahead).
    init(_ change: RecordedChange, blobsIn rows: inout HeldRows<HeldRunChange>) {
        runID = change.runID
        revisionID = change.revisionID
        variant = change.variant
        proposalID = change.proposalID
        status = change.status
        movedNodes = change.movedNodes
        appearedNodes = change.nodes.appeared.count
        disappearedNodes = change.nodes.disappeared.count
        maxDelta = change.maxDelta
        nodes = if change.nodes.isEmpty {
            nil
        } else if let packed = change.packedNodes.bytes {
            rows.blob(packed)
        } else {
            rows.blob(maximumCount: change.nodes.maximumEncodedCount) { change.nodes.encode(into: &$0) }
        }
        legacyMoves = change.legacyMoves
        error = change.error
        isRanked = change.isRanked
    }

    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        statement.bind(runID, at: first)
        statement.bind(revisionID, at: first + 1)
        statement.bind(variant, at: first + 2)
        statement.bind(proposalID, at: first + 3)
        statement.bind(status, at: first + 4)
        statement.bind(movedNodes, at: first + 5)
        statement.bind(appearedNodes, at: first + 6)
        statement.bind(disappearedNodes, at: first + 7)
        statement.bind(maxDelta, at: first + 8)
        if let nodes { blob(nodes, first + 9) } else { statement.bindNull(at: first + 9) }
        statement.bind(legacyMoves, at: first + 10)
        statement.bind(error, at: first + 11)
        statement.bind(isRanked ? 1 : 0, at: first + 12)
    }
}
