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

    var change: RecordedChange
    /// The packed node lists in the rows' buffer; nil when there are none.
    var nodes: Range<Int>?

    /// `change`, its packed node lists gathered into `rows`.
    init(_ change: RecordedChange, blobsIn rows: inout HeldRows<HeldRunChange>) {
        self.change = change
        nodes = Self.gather(change, into: &rows.bytes)
    }

    /// Appends `change`'s packed node lists to `bytes` (copied when packed ahead, else packed
    /// there) and returns their range; nil, appending nothing, when there are none.
    static func gather(_ change: borrowing RecordedChange, into bytes: inout [UInt8]) -> Range<Int>? {
        if change.nodes.isEmpty { return nil }
        let start = bytes.count
        if let packed = change.packedNodes.bytes {
            bytes.append(contentsOf: packed)
        } else {
            ByteWriter.withBytes(maximumCount: change.nodes.maximumEncodedCount, { change.nodes.encode(into: &$0) }) {
                bytes.append(contentsOf: $0)
            }
        }
        return start..<bytes.count
    }

    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        Self.bind(change, nodes: nodes, to: statement, from: first, blob: blob)
    }

    /// Binds `change`'s columns, in order, from parameter `first` on; its packed node lists,
    /// `nodes` of the statement's blob buffer, through `blob` (NULL when nil).
    static func bind(
        _ change: borrowing RecordedChange, nodes: Range<Int>?, to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void
    ) {
        statement.bind(change.runID, at: first)
        statement.bind(change.revisionID, at: first + 1)
        statement.bind(change.variant, at: first + 2)
        statement.bind(change.proposalID, at: first + 3)
        statement.bind(change.status, at: first + 4)
        statement.bind(change.movedNodes, at: first + 5)
        statement.bind(change.nodes.appeared.count, at: first + 6)
        statement.bind(change.nodes.disappeared.count, at: first + 7)
        statement.bind(change.maxDelta, at: first + 8)
        if let nodes { blob(nodes, first + 9) } else { statement.bindNull(at: first + 9) }
        statement.bind(change.legacyMoves, at: first + 10)
        statement.bind(change.error, at: first + 11)
        statement.bind(change.isRanked ? 1 : 0, at: first + 12)
    }
}
