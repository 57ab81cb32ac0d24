import LayoutEngine

/// Lists the nodes that moved, appeared or disappeared between a result before, given by its
/// packed frames, and a result of the same tree after, whose nodes it is handed one by one in
/// order as they are packed (``PackedResult/init(session:proposal:size:shape:buffer:visiting:)``):
/// what `PackedNodeChanges(LayoutDiff(before, after))` lists, with only the result before
/// read off bytes (each node's place, the rest skipped) and nothing unpacked.
struct NodeChangeCollector: ~Copyable {
    private var reader: ByteReader
    private let nodeCount: Int
    private var index = 0
    private var moved: [NodeMove] = []
    private var appeared: [Int] = []
    private var disappeared: [Int] = []
    /// Why the frames before do not read as a result of `nodeCount` nodes, once found.
    private var failure: PackedFramesError?

    /// A collector comparing with the frames `before` reads (from their start), a result of
    /// `nodeCount` nodes.
    init(before: ByteReader, nodeCount: Int) {
        reader = before
        self.nodeCount = nodeCount
        moved.reserveCapacity(nodeCount)
        do throws(PackedFramesError) {
            try PackedFrames.readCount(nodeCount, from: &reader)
        } catch {
            failure = error
        }
    }

    /// Compares the next node of the result after, packed to `packed`, with the same node
    /// before. A node packed to the very bytes it had before is passed over without decoding
    /// (equal bytes are equal values, bit for bit; unless a coordinate is NaN, which the diff
    /// never finds equal to itself).
    mutating func add(_ node: borrowing ResultNode, packed: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        defer { index += 1 }
        do throws(PackedFramesError) {
            guard index < nodeCount else { throw .malformed(at: reader.position, reason: "more nodes than the result before") }
            if !Self.hasNaN(node.frame), !Self.hasNaN(node.outer), reader.skip(ifNextAre: packed) { return }
            let flags = PackedFrames.Flags(rawValue: try reader.byte())
            let old = try PackedFrames.place(flags, from: &reader)
            try PackedFrames.skipRest(flags, of: &reader)
            switch NodePlace(shown: node.shown, frame: node.frame, outer: node.outer).change(from: old, tolerance: 0) {
            case .notShown, .unmoved: break
            case .appeared: appeared.append(index)
            case .disappeared: disappeared.append(index)
            case .moved(let from?, let to?): moved.append(NodeMove(index: index, from: from, to: to))
            case .moved: break
            }
        } catch {
            failure = error
        }
    }

    @inline(__always)
    private static func hasNaN(_ rect: Rect?) -> Bool {
        guard let rect else { return false }
        return rect.origin.x.isNaN || rect.origin.y.isNaN || rect.size.width.isNaN || rect.size.height.isNaN
    }

    /// The nodes that changed, once every node after was added; throws when the frames before
    /// do not read as a result of as many nodes.
    consuming func changes() throws(PackedFramesError) -> PackedNodeChanges {
        if let failure { throw failure }
        guard index == nodeCount else { throw .nodeCountMismatch(stored: nodeCount, shape: index) }
        try PackedFrames.readEnd(of: &reader)
        return PackedNodeChanges(sortedMoved: moved, appeared: appeared, disappeared: disappeared)
    }
}
