/// What a batch worker keeps from one result's comparison to the next
/// (``NodeChangeCollector``): the memos of the compared frames' rectangles, and room for the
/// packed lists of one result's changes, so listing them allocates nothing.
/// One collector at a time uses it (a new one may move the room).
final class NodeChangeRoom {
    private let rectMemos = PackedRectMemos()
    private var bytes: UnsafeMutableBufferPointer<UInt8>

    /// Where a result's lists are packed as they are listed: each node at most once in one of
    /// them, so a move's entry and deltas take at most five varints a node, an index one.
    struct Lists {
        var moves: UnsafeMutablePointer<UInt8>
        var appeared: UnsafeMutablePointer<UInt8>
        var disappeared: UnsafeMutablePointer<UInt8>
    }

    init() {
        bytes = .allocate(capacity: 16 * Self.bytesPerNode)
    }

    deinit {
        bytes.deallocate()
    }

    /// The memos of a result of `nodeCount` nodes (``PackedRectMemos/memos(nodeCount:)``),
    /// asked without retaining them for the call (this object keeps them alive).
    func memos(nodeCount: Int) -> UnsafeMutablePointer<PackedRectMemo> {
        Unmanaged.passUnretained(rectMemos)._withUnsafeGuaranteedRef { $0.memos(nodeCount: nodeCount) }
    }

    /// Bytes a node may take in the lists: five varints as a move, one in each index list.
    private static let bytesPerNode = 7 * ByteWriter.maximumVarintSize

    /// Room for the lists of a result of `nodeCount` nodes, uninitialized; it stays where it is
    /// until the next call.
    func lists(nodeCount: Int) -> Lists {
        if bytes.count < nodeCount * Self.bytesPerNode {
            bytes.deallocate()
            bytes = .allocate(capacity: max(nodeCount * Self.bytesPerNode, 2 * bytes.count))
        }
        let start = bytes.baseAddress!, moveRoom = 5 * ByteWriter.maximumVarintSize * nodeCount
        return Lists(moves: start, appeared: start + moveRoom, disappeared: start + moveRoom + ByteWriter.maximumVarintSize * nodeCount)
    }
}
