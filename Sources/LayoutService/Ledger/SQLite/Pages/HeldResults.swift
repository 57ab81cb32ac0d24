import CPageRows

/// The rows of `results` a batch page holds back (``SQLiteLedger/insertResult(_:)``), as the
/// C rows the table-valued function `page_results` hands SQLite (``PageRowsInsert``), their
/// blobs gathered end to end in one buffer: a held row costs a copy of its blobs and no
/// allocation of its own, and the page's results are written by one statement run.
struct HeldResults {
    private(set) var rows: [LSPageResult] = []
    /// Every held row's blobs, end to end; a row names its own by span (appended to only).
    private(set) var bytes: [UInt8] = []

    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }

    /// Holds `result` (read where it is: taken, it was copied and destroyed per row).
    mutating func append(_ result: borrowing ResultEntry) {
        rows.append(LSPageResult(
            engine_id: result.engineID, tree_id: result.treeID, proposal_id: result.proposalID, width: result.width,
            height: result.height, result_hash: blob(result.resultHash), frames: blob(result.frames),
            flow_rows: Int64(result.flowRows ?? 0), truncated_texts: Int64(result.truncatedTexts),
            overflowing_nodes: Int64(result.overflowingNodes), chosen_branch: Int64(result.chosenBranch ?? 0),
            has_flow_rows: result.flowRows == nil ? 0 : 1, has_chosen_branch: result.chosenBranch == nil ? 0 : 1
        ))
    }

    /// Adds `blob` to the buffer; the span is what the row holding it names.
    private mutating func blob(_ blob: [UInt8]) -> LSPageSpan {
        let start = bytes.count
        // From its buffer: appending the array itself retains and releases it.
        blob.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        return LSPageSpan(start: Int64(start), count: Int64(blob.count))
    }

    /// Forgets every row (written, or abandoned with their transaction).
    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
