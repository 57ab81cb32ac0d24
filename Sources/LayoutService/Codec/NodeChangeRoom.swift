/// What a batch worker keeps from one result's comparison to the next
/// (``NodeChangeCollector``): the memos of the compared frames' rectangles, and room for the
/// moves of one result, so listing a result's moves allocates only the array that keeps them.
/// One collector at a time uses it (a new one may move the room).
final class NodeChangeRoom {
    let memos = PackedRectMemos()
    private var moves: UnsafeMutableBufferPointer<NodeMove>

    init() {
        moves = .allocate(capacity: 16)
    }

    deinit {
        moves.deallocate()
    }

    /// Room for the moves of a result of `nodeCount` nodes (at most one a node), uninitialized.
    func moves(nodeCount: Int) -> UnsafeMutablePointer<NodeMove> {
        if moves.count < nodeCount {
            moves.deallocate()
            moves = .allocate(capacity: max(nodeCount, 2 * moves.count))
        }
        return moves.baseAddress!
    }
}
