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
        let start = bytes.count
        // From its buffer: appending the array itself retains and releases it.
        blob.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        return LSPageSpan(start: Int64(start), count: Int64(blob.count))
    }

    /// Adds `text`'s UTF-8 to the buffer; nil is NULL (a span that starts before the buffer).
    mutating func span(_ text: String?) -> LSPageSpan {
        guard let text else { return LSPageSpan(start: -1, count: 0) }
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return LSPageSpan(start: Int64(start), count: Int64(bytes.count - start))
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
        append(LSPageResult(
            engine_id: result.engineID, tree_id: result.treeID, proposal_id: result.proposalID, width: result.width,
            height: result.height, result_hash: resultHash, frames: frames, flow_rows: Int64(result.flowRows ?? 0),
            truncated_texts: Int64(result.truncatedTexts), overflowing_nodes: Int64(result.overflowingNodes),
            chosen_branch: Int64(result.chosenBranch ?? 0), has_flow_rows: result.flowRows == nil ? 0 : 1,
            has_chosen_branch: result.chosenBranch == nil ? 0 : 1
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
