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
            // The bytes first: most nodes that moved differ in their first coordinate, and
            // those are not looked at for NaN.
            if reader.nextAre(packed), !Self.hasNaN(node.frame), !Self.hasNaN(node.outer) {
                reader.skip(packed.count)
                return
            }
            let flags = PackedFrames.Flags(rawValue: try reader.byte())
            // The place before, read into plain rectangles (no optionals built and compared):
            // what `PackedFrames.place` reads, compared as `NodePlace.change(from:tolerance: 0)`
            // compares.
            let hadFrame = flags.contains(.hasFrame)
            let frameBefore = hadFrame ? try reader.rect() : Self.none
            let hadOuter = flags.contains(.outerIsFrame) ? hadFrame : flags.contains(.hasOuter)
            let outerBefore = flags.contains(.outerIsFrame) ? frameBefore : hadOuter ? try reader.rect() : Self.none
            try PackedFrames.skipRest(flags, of: &reader)
            let wasPlaced = flags.contains(.shown) && (hadFrame || hadOuter)
            let isPlaced = node.shown && (node.frame != nil || node.outer != nil)
            guard wasPlaced && isPlaced else {
                if isPlaced { appeared.append(index) } else if wasPlaced { disappeared.append(index) }
                return
            }
            if Self.differ(hadFrame, frameBefore, node.frame) {
                if hadFrame, let frame = node.frame { moved.append(NodeMove(index: index, from: frameBefore, to: frame)) }
            } else if Self.differ(hadOuter, outerBefore, node.outer) {
                if hadOuter, let outer = node.outer { moved.append(NodeMove(index: index, from: outerBefore, to: outer)) }
            }
        } catch {
            failure = error
        }
    }

    /// What an absent rectangle reads as (never compared: its presence is compared first).
    private static let none = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether a rectangle before (`hadBefore`: whether there was one) and after differ, as
    /// `LayoutDiff.differ(_:_:tolerance: 0)` finds: one missing, or a coordinate not `==`
    /// (so NaN always differs).
    @inline(__always)
    private static func differ(_ hadBefore: Bool, _ before: Rect, _ after: Rect?) -> Bool {
        guard let after else { return hadBefore }
        guard hadBefore else { return true }
        return !(before.origin.x == after.origin.x && before.origin.y == after.origin.y
            && before.size.width == after.size.width && before.size.height == after.size.height)
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
