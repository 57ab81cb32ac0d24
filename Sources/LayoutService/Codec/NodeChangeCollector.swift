import LayoutEngine

/// Lists the nodes that moved, appeared or disappeared between a result before, given by its
/// packed frames, and a result of the same tree after, whose nodes it is handed one by one in
/// order as they are packed (``PackedResult/init(session:proposal:size:buffer:visiting:)``):
/// what `PackedNodeChanges(LayoutDiff(before, after))` lists, with only the result before
/// read off bytes (each node's place, as tags, the rest skipped) and nothing unpacked. The
/// lists are packed as they are found, in a ``NodeChangeRoom``'s room, and counted
/// (``CollectedNodeChanges``): no list is kept.
struct NodeChangeCollector: ~Copyable {
    private var reader: ByteReader
    private let nodeCount: Int
    private var index = 0
    /// Where the lists start and where each ends so far, packed without their counts
    /// (each node in one list at most, by increasing index).
    private let start: NodeChangeRoom.Lists
    private var end: NodeChangeRoom.Lists
    private var movedCount = 0, appearedCount = 0, disappearedCount = 0
    /// The last node listed in each list (-1 before the first), which the next one's gap follows.
    private var lastMoved = -1, lastAppeared = -1, lastDisappeared = -1
    /// The largest delta magnitude of the moves so far, in fixed-point units.
    private var largestMove: UInt64 = 0
    /// Why the frames before do not read as a result of `nodeCount` nodes, once found.
    private var failure: PackedFramesError?
    /// What the frames and outer frames before read as, by node (two memos a node), from
    /// the room's: the results a batch compares with are of one tree, width after width.
    private let memos: UnsafeMutablePointer<PackedRectMemo>
    /// The last move listed at each node, from the room's.
    private let moveMemos: UnsafeMutablePointer<NodeMoveMemo>

    /// A collector comparing with the frames `before` reads (from their start), a result of
    /// `nodeCount` nodes, reading them through `room`'s memos and packing the lists in its room
    /// (kept from one result to the next). The caller keeps `room` alive, and uses it for
    /// nothing else, until it has read the collector's changes: the collector holds only
    /// pointers into it (not retained for each result).
    init(before: ByteReader, nodeCount: Int, room: borrowing NodeChangeRoom) {
        reader = before
        self.nodeCount = nodeCount
        memos = room.memos(nodeCount: nodeCount)
        moveMemos = room.moveMemos(nodeCount: nodeCount)
        start = room.lists(nodeCount: nodeCount)
        end = start
        do throws(PackedFramesError) {
            try PackedFrames.readCount(nodeCount, from: &reader)
        } catch {
            failure = error
        }
    }

    /// Compares the next node of the result after, whose place as packed is `after`, with the
    /// same node before. Both places are compared by their tags (``RectTags``), in integers;
    /// a place with an escaped coordinate (`-0.0`, NaN, thirds…) is read again as doubles and
    /// compared as the diff compares them.
    @inline(__always)
    mutating func add(_ node: borrowing ResultNodeRecord, place after: PackedFrames.Place) {
        // A record's frames are there when it is shown, as its place's flags say; read only
        // for an escaped coordinate (not copied out for every node).
        if !addComparingTags(after) { addComparingValues(frame: node.frame, outer: node.outer, flags: after.flags) }
    }

    /// `add(_:place:)` for a node given as a ``ResultNode``.
    mutating func add(_ node: borrowing ResultNode, place after: PackedFrames.Place) {
        if !addComparingTags(after) { addComparingValues(frame: node.frame ?? Self.none, outer: node.outer ?? Self.none, flags: after.flags) }
    }

    /// Compares the next node, whose place as packed is `after`, by tags; returns false, the
    /// node left to compare as doubles (its bytes before not read), when it is placed on both
    /// sides and a coordinate of either is escaped.
    @inline(__always)
    private mutating func addComparingTags(_ after: PackedFrames.Place) -> Bool {
        guard failure == nil else { return true }
        do throws(PackedFramesError) {
            guard index < nodeCount else { throw .malformed(at: reader.position, reason: "more nodes than the result before") }
            let start = reader.position
            let flags = PackedFrames.Flags(rawValue: try reader.byte())
            // The place before, read as tags: what `PackedFrames.place` reads, compared as
            // `NodePlace.change(from:tolerance: 0)` compares.
            let hadFrame = flags.contains(.hasFrame)
            let memo = memos + 2 &* index
            let frameBefore = hadFrame ? try reader.rectTags(memo: memo) : .none
            let hadOuter = flags.contains(.outerIsFrame) ? hadFrame : flags.contains(.hasOuter)
            let outerBefore = flags.contains(.outerIsFrame) ? frameBefore : hadOuter ? try reader.rectTags(memo: memo + 1) : .none
            try PackedFrames.skipRest(flags, of: &reader)
            let wasPlaced = flags.contains(.shown) && (hadFrame || hadOuter)
            let hasFrame = after.flags.contains(.hasFrame), hasOuter = !after.flags.isDisjoint(with: .anyOuter)
            let isPlaced = after.flags.contains(.shown) && (hasFrame || hasOuter)
            guard wasPlaced && isPlaced else {
                if isPlaced { appear() } else if wasPlaced { disappear() }
                index &+= 1
                return true
            }
            guard frameBefore.isFixedPoint, outerBefore.isFixedPoint, after.frame.isFixedPoint, after.outer.isFixedPoint else {
                reader.rewind(to: start)
                return false
            }
            if Self.differ(hadFrame, frameBefore, hasFrame, after.frame) {
                if hadFrame && hasFrame { move(fixedPointFrom: frameBefore, to: after.frame) }
            } else if Self.differ(hadOuter, outerBefore, hasOuter, after.outer) {
                if hadOuter && hasOuter { move(fixedPointFrom: outerBefore, to: after.outer) }
            }
            index &+= 1
        } catch {
            failure = error
        }
        return true
    }

    /// Whether rectangles before and after (`hadBefore`, `hasAfter`: whether there is one), in
    /// fixed point, differ: one missing, or a tag not equal (fixed point is exact, so equal
    /// tags are equal values).
    @inline(__always)
    private static func differ(_ hadBefore: Bool, _ before: RectTags, _ hasAfter: Bool, _ after: RectTags) -> Bool {
        guard hasAfter else { return hadBefore }
        guard hadBefore else { return true }
        return before != after
    }

    /// Compares the next node, placed before and after, with an escaped coordinate on either
    /// side (its flags as packed after `flags`, its frame and outer frame after `frame` and
    /// `outer`), with the node before (read from its start) as doubles. (Handed the flags, not
    /// the place: the place's tags need not be kept in memory for this rare call.)
    private mutating func addComparingValues(frame: Rect, outer: Rect, flags after: PackedFrames.Flags) {
        defer { index += 1 }
        let hasFrame = after.contains(.hasFrame), hasOuter = !after.isDisjoint(with: .anyOuter)
        do throws(PackedFramesError) {
            let flags = PackedFrames.Flags(rawValue: try reader.byte())
            let hadFrame = flags.contains(.hasFrame)
            let frameBefore = hadFrame ? try reader.rect() : Self.none
            let hadOuter = flags.contains(.outerIsFrame) ? hadFrame : flags.contains(.hasOuter)
            let outerBefore = flags.contains(.outerIsFrame) ? frameBefore : hadOuter ? try reader.rect() : Self.none
            try PackedFrames.skipRest(flags, of: &reader)
            if Self.differ(hadFrame, frameBefore, hasFrame, frame) {
                if hadFrame && hasFrame { move(NodeMove(index: index, from: frameBefore, to: frame)) }
            } else if Self.differ(hadOuter, outerBefore, hasOuter, outer) {
                if hadOuter && hasOuter { move(NodeMove(index: index, from: outerBefore, to: outer)) }
            }
        } catch {
            failure = error
        }
    }

    /// Lists `move`, of the node at `index` (each node's compared once, below `nodeCount`):
    /// packs its entry and counts it.
    @inline(__always)
    private mutating func move(_ move: NodeMove) {
        // Each node is compared once, by increasing index: the gap is never negative.
        end.moves = PackedNodeChanges.write(move, gap: UInt64(truncatingIfNeeded: move.index &- lastMoved &- 1), at: end.moves)
        lastMoved = move.index
        movedCount += 1
        largestMove = max(largestMove, move.largestUnits)
    }

    /// Lists the move of the node at `index` from `before` to `after`, tags that differ, in
    /// fixed point: its deltas' bytes taken from the node's move memo when it remembers these
    /// tags (the same move as last time), else worked out, packed and remembered there.
    @inline(__always)
    private mutating func move(fixedPointFrom before: RectTags, to after: RectTags) {
        let memo = moveMemos + index
        // Each node is compared once, by increasing index: the gap is never negative.
        let gap = UInt64(truncatingIfNeeded: index &- lastMoved &- 1)
        lastMoved = index
        movedCount += 1
        if memo.pointee.remembers(from: before, to: after) {
            end.moves += ByteWriter.writeVarint(gap << 4 | memo.pointee.mask, at: end.moves)
            // All 16 bytes stored (a move has room for five varints, at most 50 bytes, and its
            // entry takes at most 10); those past its deltas are not counted.
            UnsafeMutableRawPointer(end.moves).storeBytes(of: memo.pointee.deltas.littleEndian, as: UInt128.self)
            end.moves += memo.pointee.count
            largestMove = max(largestMove, memo.pointee.largestUnits)
            return
        }
        let move = NodeMove(index: index, fixedPointFrom: before, to: after)
        let deltas = end.moves + ByteWriter.writeVarint(gap << 4 | move.nonZeroMask, at: end.moves)
        end.moves = PackedNodeChanges.writeDeltas(of: move, at: deltas)
        largestMove = max(largestMove, move.largestUnits)
        memo.pointee.remember(move, from: before, to: after, deltasAt: deltas, count: end.moves - deltas)
    }

    /// Lists the node at `index` as appeared.
    private mutating func appear() {
        end.appeared += ByteWriter.writeVarint(PackedNodeChanges.gap(from: lastAppeared, to: index), at: end.appeared)
        lastAppeared = index
        appearedCount += 1
    }

    /// Lists the node at `index` as disappeared.
    private mutating func disappear() {
        end.disappeared += ByteWriter.writeVarint(PackedNodeChanges.gap(from: lastDisappeared, to: index), at: end.disappeared)
        lastDisappeared = index
        disappearedCount += 1
    }

    /// What an absent rectangle reads as (never compared: its presence is compared first).
    private static let none = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether a rectangle before and after (`hadBefore`, `hasAfter`: whether there is one)
    /// differ, as `LayoutDiff.differ(_:_:tolerance: 0)` finds: one missing, or a coordinate
    /// not `==` (so NaN always differs).
    @inline(__always)
    private static func differ(_ hadBefore: Bool, _ before: Rect, _ hasAfter: Bool, _ after: Rect) -> Bool {
        guard hasAfter else { return hadBefore }
        guard hadBefore else { return true }
        return !(before.origin.x == after.origin.x && before.origin.y == after.origin.y
            && before.size.width == after.size.width && before.size.height == after.size.height)
    }

    /// The nodes that changed, once every node after was added, their lists packed in the
    /// room (read them before it is used again); throws when the frames before do not read as
    /// a result of as many nodes.
    consuming func changes() throws(PackedFramesError) -> CollectedNodeChanges {
        if let failure { throw failure }
        guard index == nodeCount else { throw .nodeCountMismatch(stored: nodeCount, shape: index) }
        try PackedFrames.readEnd(of: &reader)
        return CollectedNodeChanges(
            counts: NodeChangeCounts(
                moved: movedCount, appeared: appearedCount, disappeared: disappearedCount, largestMoveUnits: largestMove
            ),
            moves: UnsafeBufferPointer(start: start.moves, count: end.moves - start.moves),
            appeared: UnsafeBufferPointer(start: start.appeared, count: end.appeared - start.appeared),
            disappeared: UnsafeBufferPointer(start: start.disappeared, count: end.disappeared - start.disappeared)
        )
    }
}

extension NodeChangeCollector: PackedFrames.NodeVisiting {
    /// Compares each node as it is packed (``add(_:place:)``), inlined into the packing walk.
    @inline(__always)
    mutating func visit(_ node: borrowing ResultNodeRecord, text: borrowing TextLines?, place: PackedFrames.Place) {
        add(node, place: place)
    }
}
