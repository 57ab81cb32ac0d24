/// The nodes a ``NodeChangeCollector`` found changed in one result: their counts and largest
/// move, and their lists already packed as ``PackedNodeChanges`` packs them, in the room of
/// the collector's ``NodeChangeRoom`` (read them before the room is used again). What a batch
/// worker keeps of a change, without a list of moves or of indices.
struct CollectedNodeChanges {
    let counts: NodeChangeCounts
    /// The packed entries of the moves, and the gaps of the appeared and disappeared nodes,
    /// each without its count.
    let moves: UnsafeBufferPointer<UInt8>
    let appeared: UnsafeBufferPointer<UInt8>
    let disappeared: UnsafeBufferPointer<UInt8>

    /// The most bytes the packed form takes: the header, the lists and their counts.
    var maximumEncodedCount: Int {
        3 * ByteWriter.maximumVarintSize + moves.count + appeared.count + disappeared.count
    }

    /// Writes the packed bytes (``PackedNodeChanges/encode()``'s) into `writer`, which has
    /// room for `maximumEncodedCount` more.
    func encode(into writer: inout ByteWriter) {
        writer.write(upTo: maximumEncodedCount) { start in
            var next = start
            let header = PackedNodeChanges.header(movedCount: counts.moved, hasAppeared: counts.appeared > 0, hasDisappeared: counts.disappeared > 0)
            next += ByteWriter.writeVarint(header, at: next)
            /// Copies `bytes` to `next`.
            @inline(__always) func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                next.update(from: source, count: bytes.count)
                next += bytes.count
            }
            copy(moves)
            /// A node list when it is not empty: its count and its gaps.
            @inline(__always) func list(count: Int, _ gaps: UnsafeBufferPointer<UInt8>) {
                guard count > 0 else { return }
                next += ByteWriter.writeVarint(UInt64(count), at: next)
                copy(gaps)
            }
            list(count: counts.appeared, appeared)
            list(count: counts.disappeared, disappeared)
            return next
        }
    }

    /// The packed bytes.
    func encode() -> [UInt8] {
        ByteWriter.bytes(maximumCount: maximumEncodedCount) { encode(into: &$0) }
    }

    /// Appends the packed bytes to `bytes` (a tree's), written first in `buffer`, and returns
    /// where they are in `bytes`.
    func encode(in buffer: PackingBuffer, appendingTo bytes: inout [UInt8]) -> Range<Int> {
        buffer.append(to: &bytes, maximumCount: maximumEncodedCount) { encode(into: &$0) }
    }
}

extension NodeChangeCounts {
    /// Counts as listed, the largest move given in fixed-point units (its magnitude, as
    /// ``RecordedChange/largestMove(in:)`` finds it).
    init(moved: Int, appeared: Int, disappeared: Int, largestMoveUnits: UInt64) {
        self.moved = moved
        self.appeared = appeared
        self.disappeared = disappeared
        maxDelta = NodeMove.points(largestMoveUnits)
    }
}
