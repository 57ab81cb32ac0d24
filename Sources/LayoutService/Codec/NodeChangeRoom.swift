/// What a batch worker keeps from one result's comparison to the next
/// (``NodeChangeCollector``): the memos of the compared frames' rectangles, and room for the
/// packed lists of one result's changes, so listing them allocates nothing.
/// One collector at a time uses it (a new one may move the room).
final class NodeChangeRoom {
    private let rectMemos = PackedRectMemos()
    /// Initialized (zeros to start with): a ``NodeMoveMemo`` reads whole words past the deltas
    /// it remembers.
    private var bytes: UnsafeMutableBufferPointer<UInt8>
    /// The last move listed at each node.
    private var moveMemos: UnsafeMutableBufferPointer<NodeMoveMemo>

    /// Where a result's lists are packed as they are listed: each node at most once in one of
    /// them, so a move's entry and deltas take at most five varints a node, an index one.
    struct Lists {
        var moves: UnsafeMutablePointer<UInt8>
        var appeared: UnsafeMutablePointer<UInt8>
        var disappeared: UnsafeMutablePointer<UInt8>
    }

    init() {
        bytes = .allocate(capacity: 16 * Self.bytesPerNode)
        bytes.initialize(repeating: 0)
        moveMemos = .allocate(capacity: 16)
        moveMemos.initialize(repeating: .empty)
    }

    deinit {
        bytes.deallocate()
        moveMemos.deallocate()
    }

    /// The move memos of a result of `nodeCount` nodes, one a node; grown as a result needs
    /// more, never shrunk.
    func moveMemos(nodeCount: Int) -> UnsafeMutablePointer<NodeMoveMemo> {
        if moveMemos.count < nodeCount {
            moveMemos.deallocate()
            moveMemos = .allocate(capacity: max(nodeCount, 2 * moveMemos.count))
            moveMemos.initialize(repeating: .empty)
        }
        return moveMemos.baseAddress!
    }

    /// The memos of a result of `nodeCount` nodes (``PackedRectMemos/memos(nodeCount:)``),
    /// asked without retaining them for the call (this object keeps them alive).
    func memos(nodeCount: Int) -> UnsafeMutablePointer<PackedRectMemo> {
        Unmanaged.passUnretained(rectMemos)._withUnsafeGuaranteedRef { $0.memos(nodeCount: nodeCount) }
    }

    /// Bytes a node may take in the lists: five varints as a move, one in each index list.
    private static let bytesPerNode = 7 * ByteWriter.maximumVarintSize

    /// Room for the lists of a result of `nodeCount` nodes (holding whatever was there); it
    /// stays where it is until the next call.
    func lists(nodeCount: Int) -> Lists {
        if bytes.count < nodeCount * Self.bytesPerNode {
            bytes.deallocate()
            bytes = .allocate(capacity: max(nodeCount * Self.bytesPerNode, 2 * bytes.count))
            bytes.initialize(repeating: 0)
        }
        let start = bytes.baseAddress!, moveRoom = 5 * ByteWriter.maximumVarintSize * nodeCount
        return Lists(moves: start, appeared: start + moveRoom, disappeared: start + moveRoom + ByteWriter.maximumVarintSize * nodeCount)
    }
}
