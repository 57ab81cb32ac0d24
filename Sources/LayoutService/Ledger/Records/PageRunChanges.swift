import LayoutModels

/// The run changes of one batch page, as the batch writer makes them and the ledger writes
/// them (``ResultLedger/insertRunChanges(page:)``): rows of plain values — ids, template and
/// status as enums, counts — whose packed node lists are gathered end to end in one buffer as
/// they are added, and whose errors are kept apart.
///
/// A page's change is never a ``RecordedChange``: building one per scenario, with its texts
/// and node lists (retained from the worker's comparison), copying it into the page and
/// destroying it again cost more than its row's binds; a row here costs no reference count.
public struct PageRunChanges {
    /// One change: a row of `run_changes` of the page's run.
    struct Row {
        var revisionID: Int64
        var template: TemplateName
        var proposalID: Int64
        var status: RecordedStatus
        var movedNodes: Int
        var appearedNodes: Int
        var disappearedNodes: Int
        /// The largest move in points.
        var maxDelta: Double
        /// The packed node lists in ``PageRunChanges/bytes``; nil when there are none.
        var nodes: Range<Int>?
        /// The index of the failure's message in ``PageRunChanges/errors``; nil when none.
        var error: Int?
        /// Whether the change is among the page's largest moves (``RunChangeRanking``).
        var isRanked = true
    }

    /// The run whose changes these are.
    let runID: Int64
    private(set) var rows: [Row] = []
    /// The rows' packed node lists, end to end; a row names its own by range.
    private(set) var bytes: [UInt8] = []
    /// The failed rows' messages.
    private(set) var errors: [String] = []

    init(runID: Int64) {
        self.runID = runID
    }

    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }

    /// Forgets every row, keeping the buffers for the next page.
    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        errors.removeAll(keepingCapacity: true)
    }

    /// Reserves room for `count` more rows, and for their node lists at ``typicalNodeBytes``
    /// each (the buffer grows past that as needed).
    mutating func reserveCapacity(_ count: Int) {
        rows.reserveCapacity(rows.count + count)
        bytes.reserveCapacity(bytes.count + count * Self.typicalNodeBytes)
    }

    /// The packed node lists of a changed scenario, in bytes, that a page reserves room for:
    /// a few dozen moved nodes (an engine change moves most of a tree).
    static let typicalNodeBytes = 96

    /// Adds a scenario whose result is new (nothing to compare it with).
    mutating func appendNew(revisionID: Int64, template: TemplateName, proposalID: Int64) {
        rows.append(Row(
            revisionID: revisionID, template: template, proposalID: proposalID, status: .new, movedNodes: 0, appearedNodes: 0,
            disappearedNodes: 0, maxDelta: 0, nodes: nil, error: nil
        ))
    }

    /// Adds a scenario whose result changed, its nodes counted in `counts` and packed ahead
    /// into `packed` by a worker (copied from where they are, a slice of the tree's buffer;
    /// nil only when no node changed).
    mutating func appendChanged(
        revisionID: Int64, template: TemplateName, proposalID: Int64, counts: NodeChangeCounts, packed: UnsafeBufferPointer<UInt8>?
    ) {
        var range: Range<Int>?
        if !counts.isEmpty, let packed {
            let start = bytes.count
            bytes.append(contentsOf: packed)
            range = start..<bytes.count
        }
        appendChanged(revisionID: revisionID, template: template, proposalID: proposalID, counts: counts, nodes: range)
    }

    /// Adds a scenario whose result changed: `nodes` moved, appeared and disappeared (counted
    /// in `counts`), packed here.
    mutating func appendChanged(
        revisionID: Int64, template: TemplateName, proposalID: Int64, nodes: PackedNodeChanges, counts: NodeChangeCounts
    ) {
        var range: Range<Int>?
        if !counts.isEmpty {
            let start = bytes.count
            ByteWriter.withBytes(maximumCount: nodes.maximumEncodedCount, { nodes.encode(into: &$0) }) { bytes.append(contentsOf: $0) }
            range = start..<bytes.count
        }
        appendChanged(revisionID: revisionID, template: template, proposalID: proposalID, counts: counts, nodes: range)
    }

    /// Adds a changed scenario with `counts`, whose packed lists are `nodes` of the buffer.
    private mutating func appendChanged(revisionID: Int64, template: TemplateName, proposalID: Int64, counts: NodeChangeCounts, nodes: Range<Int>?) {
        rows.append(Row(
            revisionID: revisionID, template: template, proposalID: proposalID, status: .changed, movedNodes: counts.moved,
            appearedNodes: counts.appeared, disappearedNodes: counts.disappeared, maxDelta: counts.maxDelta, nodes: nodes, error: nil
        ))
    }

    /// Adds a scenario that could not be laid out, and why.
    mutating func appendFailed(revisionID: Int64, template: TemplateName, proposalID: Int64, error: String) {
        errors.append(error)
        rows.append(Row(
            revisionID: revisionID, template: template, proposalID: proposalID, status: .failed, movedNodes: 0, appearedNodes: 0,
            disappearedNodes: 0, maxDelta: 0, nodes: nil, error: errors.count - 1
        ))
    }

    /// Marks the rows with the page's largest moves ranked and every other unranked (``RunChangeRanking``).
    mutating func rank() {
        let threshold = RunChangeRanking.threshold(of: rows.lazy.map(\.maxDelta))
        for index in rows.indices {
            rows[index].isRanked = RunChangeRanking.isRanked(rows[index].maxDelta, threshold: threshold)
        }
    }

    /// The packed node lists of `row`; nil when it has none.
    func nodes(of row: Row) -> ArraySlice<UInt8>? {
        row.nodes.map { bytes[$0] }
    }

    /// The message of `row`'s failure; nil when it did not fail.
    func error(of row: Row) -> String? {
        row.error.map { errors[$0] }
    }

    /// Row `index` as a ``RecordedChange`` — what a ledger without a page write stores
    /// (``ResultLedger/insertRunChanges(page:)``): its node lists unpacked, and packed ahead.
    func recordedChange(at index: Int) throws -> RecordedChange {
        let row = rows[index]
        let packed = nodes(of: row).map { Array($0) }
        var change = RecordedChange(
            runID: runID, revisionID: row.revisionID, template: row.template, proposalID: row.proposalID, status: row.status,
            nodes: try packed.map(PackedNodeChanges.decode) ?? PackedNodeChanges(), maxDelta: row.maxDelta, packedAhead: packed
        )
        change.error = error(of: row)
        change.isRanked = row.isRanked
        return change
    }
}
