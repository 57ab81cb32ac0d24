import LayoutEngine

/// The nodes a changed scenario of a run moved, made appear and made disappear, in the compact
/// form `run_changes.nodes` stores: node indices into the tree shapes, deltas in fixed point.
///
/// Moved and appeared nodes are indices into the tree shape of the result after the change
/// (the run's engine's), disappeared nodes into the shape before it (the compared engine's).
///
/// Layout, every number an unsigned LEB128 varint (``ByteWriter``):
/// `movedCount << 2 | hasAppeared | hasDisappeared << 1`; per moved node, by increasing
/// index, `gap << 4 | mask` (gap: the index minus the previous index minus one, from -1;
/// mask bit k set when delta k of x, y, width, height is non-zero), then each non-zero delta
/// as the zigzag of its 1/256 pt units; then, when flagged, `count` and the gaps of the
/// appeared nodes, and likewise of the disappeared ones.
public struct PackedNodeChanges: Hashable, Sendable {
    public var moved: [NodeMove]
    public var appeared: [Int]
    public var disappeared: [Int]

    public init(moved: [NodeMove] = [], appeared: [Int] = [], disappeared: [Int] = []) {
        self.init(sortedMoved: moved.sorted { $0.index < $1.index }, appeared: appeared.sorted(), disappeared: disappeared.sorted())
    }

    /// Lists already in increasing index order, kept as they are.
    init(sortedMoved moved: [NodeMove], appeared: [Int], disappeared: [Int]) {
        self.moved = moved
        self.appeared = appeared
        self.disappeared = disappeared
    }

    /// The moved, appeared and disappeared nodes of `diff`.
    public init(_ diff: LayoutDiff) {
        var moved: [NodeMove] = []
        var appeared: [Int] = []
        var disappeared: [Int] = []
        for change in diff.changes {
            switch change.kind {
            case .moved:
                if let before = change.before, let after = change.after {
                    moved.append(NodeMove(index: change.index, from: before, to: after))
                }
            case .appeared: appeared.append(change.index)
            case .disappeared: disappeared.append(change.index)
            case .changed: continue
            }
        }
        self.init(moved: moved, appeared: appeared, disappeared: disappeared)
    }

    /// Whether no node moved, appeared or disappeared.
    public var isEmpty: Bool { moved.isEmpty && appeared.isEmpty && disappeared.isEmpty }

    /// The largest delta of any moved node, in points.
    public var maxDelta: Double { moved.map(\.maxDelta).max() ?? 0 }

    /// The packed bytes.
    public func encode() -> [UInt8] {
        ByteWriter.bytes(maximumCount: maximumEncodedCount) { encode(into: &$0) }
    }

    /// Appends the packed bytes to `bytes` (a tree's, holding the packed changes of all its
    /// results), written first in `buffer` (a batch worker's, kept from one change to the
    /// next), and returns where they are in `bytes`.
    func encode(in buffer: PackingBuffer, appendingTo bytes: inout [UInt8]) -> Range<Int> {
        buffer.append(to: &bytes, maximumCount: maximumEncodedCount) { encode(into: &$0) }
    }

    /// The most bytes the packed form takes: every number a varint (the header, per move its
    /// entry and four deltas, per list its count and entries).
    var maximumEncodedCount: Int {
        (1 + 5 * moved.count + 2 + appeared.count + disappeared.count) * ByteWriter.maximumVarintSize
    }

    /// Writes the packed bytes into `writer`, which has room for `maximumEncodedCount` more
    /// (checked once: every number is written straight into that room).
    func encode(into writer: inout ByteWriter) {
        writer.write(upTo: maximumEncodedCount) { start in
            var next = start
            /// Writes `value` as a varint at `next`.
            @inline(__always) func varint(_ value: UInt64) { next += ByteWriter.writeVarint(value, at: next) }
            varint(Self.header(movedCount: moved.count, hasAppeared: !appeared.isEmpty, hasDisappeared: !disappeared.isEmpty))
            var previous = -1
            // Read in place (no bounds check per move).
            moved.withUnsafeBufferPointer { moves in
                for move in moves {
                    next = Self.write(move, after: previous, at: next)
                    previous = move.index
                }
            }
            /// A node list when it is not empty: its count and the gaps of its indices.
            func list(_ list: [Int]) {
                guard !list.isEmpty else { return }
                varint(UInt64(list.count))
                var previous = -1
                for index in list {
                    varint(Self.gap(from: previous, to: index))
                    previous = index
                }
            }
            list(appeared)
            list(disappeared)
            return next
        }
    }

    /// The node changes `bytes` packs.
    public static func decode(_ bytes: [UInt8]) throws(PackedFramesError) -> PackedNodeChanges {
        try ByteReader.read(bytes) { (reader) throws(PackedFramesError) -> PackedNodeChanges in try decode(from: &reader) }
    }

    private static func decode(from reader: inout ByteReader) throws(PackedFramesError) -> PackedNodeChanges {
        let byteCount = reader.count
        let header = try reader.varint()
        let movedCount = try count(header >> 2, fitting: byteCount)
        var changes = PackedNodeChanges()
        changes.moved.reserveCapacity(movedCount)
        var previous = -1
        for _ in 0..<movedCount {
            let entry = try reader.varint()
            let index = try next(after: previous, gap: entry >> 4)
            var units: [Int64] = [0, 0, 0, 0]
            for bit in 0..<4 where entry & (1 << UInt64(bit)) != 0 {
                units[bit] = try reader.signedVarint()
            }
            changes.moved.append(NodeMove(index: index, units: (units[0], units[1], units[2], units[3])))
            previous = index
        }
        for flag in [UInt64(1), 2] where header & flag != 0 {
            let listCount = try count(try reader.varint(), fitting: byteCount)
            var list: [Int] = []
            list.reserveCapacity(listCount)
            previous = -1
            for _ in 0..<listCount {
                previous = try next(after: previous, gap: try reader.varint())
                list.append(previous)
            }
            if flag == 1 { changes.appeared = list } else { changes.disappeared = list }
        }
        guard reader.isAtEnd else { throw .malformed(at: byteCount, reason: "bytes after the node changes") }
        return changes
    }

    /// The first number: the count of moves, and whether each node list follows.
    @inline(__always)
    static func header(movedCount: Int, hasAppeared: Bool, hasDisappeared: Bool) -> UInt64 {
        UInt64(movedCount) << 2 | (hasAppeared ? 1 : 0) | (hasDisappeared ? 2 : 0)
    }

    /// Writes the entry of `move`, listed after the node at `previous` (-1 for the first), and
    /// its non-zero deltas at `next` (room for five varints); returns where they end.
    @inline(__always)
    static func write(_ move: NodeMove, after previous: Int, at next: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        write(move, gap: gap(from: previous, to: move.index), at: next)
    }

    /// Writes the entry of `move`, `gap` its gap (see ``gap(from:to:)``), and its non-zero
    /// deltas at `next` (room for five varints); returns where they end.
    @inline(__always)
    static func write(_ move: NodeMove, gap: UInt64, at next: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        writeDeltas(of: move, at: next + ByteWriter.writeVarint(gap << 4 | move.nonZeroMask, at: next))
    }

    /// Writes the non-zero deltas of `move` (what follows its entry) at `next`; returns where they end.
    @inline(__always)
    static func writeDeltas(of move: NodeMove, at next: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var next = next
        // Each delta when it is not zero (its bit of the move's mask says whether it is there).
        if move.dxUnits != 0 { next += ByteWriter.writeVarint(ByteWriter.zigzag(move.dxUnits), at: next) }
        if move.dyUnits != 0 { next += ByteWriter.writeVarint(ByteWriter.zigzag(move.dyUnits), at: next) }
        if move.dwUnits != 0 { next += ByteWriter.writeVarint(ByteWriter.zigzag(move.dwUnits), at: next) }
        if move.dhUnits != 0 { next += ByteWriter.writeVarint(ByteWriter.zigzag(move.dhUnits), at: next) }
        return next
    }

    /// The gap packed for node `index` listed after the node at `previous` (-1 for the first).
    @inline(__always)
    static func gap(from previous: Int, to index: Int) -> UInt64 {
        precondition(index > previous, "node changes list each node once, by increasing index")
        return UInt64(index - previous - 1)
    }

    private static func next(after previous: Int, gap: UInt64) throws(PackedFramesError) -> Int {
        guard gap < UInt64(Int32.max) else { throw .malformed(at: 0, reason: "node index out of range") }
        return previous + 1 + Int(gap)
    }

    /// A list length, which cannot exceed the bytes that would hold its entries.
    private static func count(_ value: UInt64, fitting byteCount: Int) throws(PackedFramesError) -> Int {
        guard value <= UInt64(byteCount) else { throw .malformed(at: 0, reason: "a node list longer than its bytes") }
        return Int(value)
    }
}
