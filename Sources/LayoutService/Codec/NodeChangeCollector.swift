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

    /// Compares the next node of the result after with the same node before.
    mutating func add(_ node: borrowing ResultNode) {
        guard failure == nil else { return }
        defer { index += 1 }
        do throws(PackedFramesError) {
            guard index < nodeCount else { throw .malformed(at: reader.position, reason: "more nodes than the result before") }
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

    /// The nodes that changed, once every node after was added; throws when the frames before
    /// do not read as a result of as many nodes.
    consuming func changes() throws(PackedFramesError) -> PackedNodeChanges {
        if let failure { throw failure }
        guard index == nodeCount else { throw .nodeCountMismatch(stored: nodeCount, shape: index) }
        try PackedFrames.readEnd(of: &reader)
        return PackedNodeChanges(sortedMoved: moved, appeared: appeared, disappeared: disappeared)
    }
}
