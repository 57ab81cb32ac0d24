/// The packed deltas of the last move a ``NodeChangeCollector`` listed at one node, and the
/// tags it worked them out from: a batch compares a tree's results width after width, and
/// many nodes keep their frames before and after from one width to the next, so their moves
/// pack to the same bytes again.
///
/// Correct whatever was remembered: a move is a function of the tags alone
/// (``NodeMove/init(index:fixedPointFrom:to:)``), so bytes are taken from the memo only for
/// the very tags they were worked out from. A memo of another tree, or of nothing (equal tags
/// before and after, which never move), is merely not used.
struct NodeMoveMemo {
    var before: RectTags
    var after: RectTags
    /// The non-zero deltas as packed after the move's entry, in the first `count` bytes
    /// (little-endian; anything after them).
    var deltas: UInt128
    var count: Int
    /// The entry's mask of non-zero deltas, and the largest delta magnitude in units.
    var mask: UInt64
    var largestUnits: UInt64

    /// Nothing remembered.
    static let empty = NodeMoveMemo(before: .none, after: .none, deltas: 0, count: 0, mask: 0, largestUnits: 0)

    /// Whether the move from `before` to `after` is the one remembered (one test for the eight tags).
    @inline(__always)
    func remembers(from before: RectTags, to after: RectTags) -> Bool {
        ((self.before.x ^ before.x) | (self.before.y ^ before.y) | (self.before.width ^ before.width) | (self.before.height ^ before.height)
            | (self.after.x ^ after.x) | (self.after.y ^ after.y) | (self.after.width ^ after.width) | (self.after.height ^ after.height)) == 0
    }

    /// Remembers `move`, from `before` to `after`, whose deltas packed to the `count` bytes at
    /// `start` (which has 16 bytes to read); forgets when they are more than 16.
    @inline(__always)
    mutating func remember(_ move: NodeMove, from before: RectTags, to after: RectTags, deltasAt start: UnsafeRawPointer, count: Int) {
        guard count <= MemoryLayout<UInt128>.size else {
            self = .empty
            return
        }
        self.before = before
        self.after = after
        deltas = start.loadUnaligned(as: UInt128.self).littleEndian
        self.count = count
        mask = move.nonZeroMask
        largestUnits = move.largestUnits
    }
}
