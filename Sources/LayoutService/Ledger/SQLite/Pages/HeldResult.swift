import LayoutStorage

/// A row of `results` a batch page holds back (``SQLiteLedger/insertResult(_:)``).
struct HeldResult: HeldRow {
    static let insert = MultiRowInsert(
        head: """
            INSERT OR FAIL INTO results (
                engine_id, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
                overflowing_nodes, chosen_branch
            ) VALUES
            """,
        columns: 11,
        tail: "ON CONFLICT (engine_id, tree_id, proposal_id) DO NOTHING"
    )

    var engineID: Int64
    var treeID: Int64
    var proposalID: Int64
    var width: Double
    var height: Double
    var resultHash: Range<Int>
    var frames: Range<Int>
    var flowRows: Int?
    var truncatedTexts: Int
    var overflowingNodes: Int
    var chosenBranch: Int?

    /// `result`, its blobs gathered into `rows` (read where it is: taken, it was copied and destroyed per row).
    init(_ result: borrowing ResultEntry, blobsIn rows: inout HeldRows<HeldResult>) {
        engineID = result.engineID
        treeID = result.treeID
        proposalID = result.proposalID
        width = result.width
        height = result.height
        resultHash = rows.blob(result.resultHash)
        frames = rows.blob(result.frames)
        flowRows = result.flowRows
        truncatedTexts = result.truncatedTexts
        overflowingNodes = result.overflowingNodes
        chosenBranch = result.chosenBranch
    }

    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        statement.bind(engineID, at: first)
        statement.bind(treeID, at: first + 1)
        statement.bind(proposalID, at: first + 2)
        statement.bind(width, at: first + 3)
        statement.bind(height, at: first + 4)
        blob(resultHash, first + 5)
        blob(frames, first + 6)
        statement.bind(flowRows, at: first + 7)
        statement.bind(truncatedTexts, at: first + 8)
        statement.bind(overflowingNodes, at: first + 9)
        statement.bind(chosenBranch, at: first + 10)
    }
}
