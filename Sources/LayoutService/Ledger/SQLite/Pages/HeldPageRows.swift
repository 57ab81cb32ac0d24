import CPageRows

/// The rows of one table a batch page holds back as the C rows its table-valued function hands
/// SQLite (``PageRowsInsert``), their blobs and texts gathered end to end in one buffer that
/// the rows name by span: a held row costs a copy of its bytes and no allocation of its own,
/// and the page's rows of the table are written by one statement run.
struct HeldPageRows<Row> {
    private(set) var rows: [Row] = []
    /// Every held row's blobs and texts, end to end (appended to only).
    private(set) var bytes: [UInt8] = []

    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }

    mutating func append(_ row: Row) {
        rows.append(row)
    }

    /// Adds `blob` to the buffer; the span is what the row holding it names.
    mutating func span(_ blob: [UInt8]) -> LSPageSpan {
        // From its buffer: appending the array itself retains and releases it.
        blob.withUnsafeBytes { span($0) }
    }

    /// Adds the bytes `blob` points to to the buffer; the span is what the row holding them names.
    mutating func span(_ blob: UnsafeRawBufferPointer) -> LSPageSpan {
        let start = bytes.count
        bytes.append(contentsOf: blob)
        return LSPageSpan(start: Int64(start), count: Int64(blob.count))
    }

    /// Adds `text`'s UTF-8 to the buffer; nil is NULL (a span that starts before the buffer).
    mutating func span(_ text: String?) -> LSPageSpan {
        guard let text else { return LSPageSpan(start: -1, count: 0) }
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return LSPageSpan(start: Int64(start), count: Int64(bytes.count - start))
    }

    /// Makes room for `rows` more rows and `bytes` more bytes, so holding them allocates once:
    /// grown as they come, the buffers are copied at every doubling (on the bench's batch, whose
    /// connection is new for each run, about 0.8k instructions per scenario).
    mutating func reserve(rows: Int, bytes: Int) {
        self.rows.reserveCapacity(self.rows.count + rows)
        self.bytes.reserveCapacity(self.bytes.count + bytes)
    }

    /// Forgets every row (written, or abandoned with their transaction).
    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}

extension HeldPageRows<LSPageResult> {
    /// Holds `result` (read where it is: taken, it was copied and destroyed per row).
    mutating func append(_ result: borrowing ResultEntry) {
        let resultHash = span(result.resultHash)
        let frames = span(result.frames)
        append(
            ResultKey(engineID: result.engineID, treeID: result.treeID, proposalID: result.proposalID), width: result.width,
            height: result.height, resultHash: resultHash, frames: frames, flowRows: result.flowRows,
            truncatedTexts: result.truncatedTexts, overflowingNodes: result.overflowingNodes, chosenBranch: result.chosenBranch
        )
    }

    /// Holds `row`, its hash and frames copied from where they are.
    mutating func append(_ row: PackedResultRow) {
        let resultHash = row.resultHash.withUnsafeBytes { span($0) }
        let frames = span(UnsafeRawBufferPointer(row.frames))
        append(
            row.key, width: row.size.width, height: row.size.height, resultHash: resultHash, frames: frames, flowRows: row.facts.flowRows,
            truncatedTexts: row.facts.truncatedTexts, overflowingNodes: row.facts.overflowingNodes, chosenBranch: row.facts.chosenBranch
        )
    }

    /// Holds the row of these columns, its blobs already in the buffer.
    private mutating func append(
        _ key: ResultKey, width: Double, height: Double, resultHash: LSPageSpan, frames: LSPageSpan, flowRows: Int?,
        truncatedTexts: Int, overflowingNodes: Int, chosenBranch: Int?
    ) {
        append(LSPageResult(
            engine_id: key.engineID, tree_id: key.treeID, proposal_id: key.proposalID, width: width, height: height,
            result_hash: resultHash, frames: frames, flow_rows: Int64(flowRows ?? 0), truncated_texts: Int64(truncatedTexts),
            overflowing_nodes: Int64(overflowingNodes), chosen_branch: Int64(chosenBranch ?? 0), has_flow_rows: flowRows == nil ? 0 : 1,
            has_chosen_branch: chosenBranch == nil ? 0 : 1
        ))
    }
}

extension HeldPageRows<LSPageTreeNode> {
    /// Holds node `index` of tree `treeID`.
    mutating func append(_ node: TreeNode, at index: Int, of treeID: Int64) {
        let path = span(node.path)
        let id = span(node.id)
        let type = span(node.type)
        let text = span(node.text)
        append(LSPageTreeNode(tree_id: treeID, node_index: Int64(index), path: path, node_id: id, type: type, text: text))
    }
}

extension HeldPageRows<LSPageScenarioTree> {
    /// Holds the tree `treeID` that variant `variant` of revision `revisionID` made under engine `engineID`.
    mutating func append(engineID: Int64, revisionID: Int64, variant: String, treeID: Int64) {
        let variant = span(variant)
        append(LSPageScenarioTree(engine_id: engineID, revision_id: revisionID, variant: variant, tree_id: treeID))
    }
}

extension HeldPageRows<LSPageRunChangeCount> {
    /// Holds what `group`'s changes add to run `runID`'s summary.
    mutating func append(runID: Int64, _ group: RunChangeGroup) {
        let kind = span(group.kind)
        let variant = span(group.variant)
        let status = span(group.status)
        append(LSPageRunChangeCount(
            run_id: runID, kind: kind, variant: variant, proposal_id: group.proposalID, status: status,
            scenarios: Int64(group.scenarios), moved_nodes: Int64(group.movedNodes), appeared_nodes: Int64(group.appearedNodes),
            disappeared_nodes: Int64(group.disappearedNodes), max_delta: group.maxDelta
        ))
    }
}
