import LayoutStorage

/// A row of `run_changes` a batch page holds back (``SQLiteLedger/insertRunChange(_:)``), its
/// node lists packed (``PackedNodeChanges``; NULL when there are none).
struct HeldRunChange: HeldRow {
    static let insert = MultiRowInsert(
        head: """
            INSERT OR FAIL INTO run_changes (
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
        withUnsafePointer(to: change) { Self.bind($0, nodes: nodes, to: statement, from: first, blob: blob) }
    }

    /// Binds the columns of the change at `change`, in order, from parameter `first` on; its
    /// packed node lists, `nodes` of the statement's blob buffer, through `blob` (NULL when
    /// nil). Each column is read in place through the pointer: reading across the binds, which
    /// are opaque to the compiler, from a value would copy the whole change (its lists retained).
    @inline(__always)
    static func bind(
        _ change: UnsafePointer<RecordedChange>, nodes: Range<Int>?, to statement: Statement, from first: Int,
        blob: (Range<Int>, Int) -> Void
    ) {
        statement.bind(change.pointee.runID, at: first)
        statement.bind(change.pointee.revisionID, at: first + 1)
        ConstantText.bind(change.pointee.spellings.variant, spelling: change.pointee.variant, to: statement, at: first + 2)
        statement.bind(change.pointee.proposalID, at: first + 3)
        ConstantText.bind(change.pointee.spellings.status, spelling: change.pointee.status, to: statement, at: first + 4)
        statement.bind(change.pointee.movedNodes, at: first + 5)
        statement.bind(change.pointee.nodes.appeared.count, at: first + 6)
        statement.bind(change.pointee.nodes.disappeared.count, at: first + 7)
        statement.bind(change.pointee.maxDelta, at: first + 8)
        if let nodes { blob(nodes, first + 9) } else { statement.bindNull(at: first + 9) }
        statement.bind(change.pointee.legacyMoves, at: first + 10)
        statement.bind(change.pointee.error, at: first + 11)
        statement.bind(change.pointee.isRanked ? 1 : 0, at: first + 12)
    }
}
