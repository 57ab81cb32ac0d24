import LayoutEngine

/// A row of `results` as a batch writer hands it to the ledger (``ResultLedger/insertResult(_:)-(PackedResultRow)``):
/// its key, size, hash and facts by value and its frames read where they are (its tree's buffer),
/// valid during the call only. No row is built with arrays of its own, and nothing in it is
/// reference-counted; a ledger that keeps rows copies the frames.
public struct PackedResultRow {
    var key: ResultKey
    var size: Size
    var resultHash: ResultHash
    var facts: ResultFacts
    var frames: UnsafeBufferPointer<UInt8>

    /// The same row as a ``ResultEntry``, its frames and hash copied into arrays: what a ledger
    /// without a row of its own for it stores.
    var entry: ResultEntry {
        ResultEntry(
            engineID: key.engineID, treeID: key.treeID, proposalID: key.proposalID, width: size.width, height: size.height,
            resultHash: resultHash.bytes, frames: Array(frames), flowRows: facts.flowRows, truncatedTexts: facts.truncatedTexts,
            overflowingNodes: facts.overflowingNodes, chosenBranch: facts.chosenBranch
        )
    }
}
