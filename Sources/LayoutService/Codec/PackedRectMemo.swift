import LayoutEngine

/// The packed bytes of the last rectangle packed (or read) at one place of a result (a node's
/// frame, or its outer frame), and their tags: a batch lays a tree out at one width after
/// another, and many nodes keep their frames from one width to the next, so the next result
/// packs (or reads) the same rectangle at the same place.
///
/// Correct whatever was remembered: a rectangle is taken from the memo only when it is the
/// one remembered, bit for bit (packing is a function of the bits), and bytes are read from
/// it only when they are the ones remembered, byte for byte (a varint ends where its bytes
/// say). A memo of another tree, or of nothing, is merely not used.
struct PackedRectMemo {
    /// The rectangle's four coordinates, bit for bit (x, y, width, height); zeros for a memo
    /// of bytes read.
    var bits: (UInt64, UInt64, UInt64, UInt64)
    var tags: RectTags
    /// The packed bytes, in the first `count` bytes (little-endian); after them zero in a memo
    /// of bytes read, anything in a memo of a rectangle packed.
    var bytes: UInt128
    /// The bits of `bytes` that are packed bytes (a byte 0xFF for each of the first `count`)
    /// in a memo of bytes read; unused in a memo of a rectangle packed.
    var mask: UInt128
    /// How many bytes the rectangle packs to; 0 when nothing is remembered.
    var count: Int

    /// Nothing remembered.
    static let empty = PackedRectMemo(bits: (0, 0, 0, 0), tags: .none, bytes: 0, mask: 0, count: 0)

    /// The most bytes remembered: four coordinates of up to four bytes (fixed point below
    /// 2^20 units, 4096 pt, nearly every coordinate), or fewer longer ones.
    static let maximumCount = 16

    /// The bits of `rect`'s coordinates. (Loaded from the value's bytes, not `bitPattern`: inlined
    /// into the packing walk however large it grows, where `bitPattern` was left a call through
    /// the PLT per coordinate.)
    @inline(__always)
    static func bits(of rect: Rect) -> (UInt64, UInt64, UInt64, UInt64) {
        (bits(of: rect.origin.x), bits(of: rect.origin.y), bits(of: rect.size.width), bits(of: rect.size.height))
    }

    /// The bits of `value`, as `bitPattern` gives them.
    @inline(__always)
    private static func bits(of value: Double) -> UInt64 {
        withUnsafeBytes(of: value) { $0.load(as: UInt64.self) }
    }

    /// Whether `bits` are those of the rectangle remembered.
    @inline(__always)
    func remembers(_ bits: (UInt64, UInt64, UInt64, UInt64)) -> Bool {
        count != 0 && ((self.bits.0 ^ bits.0) | (self.bits.1 ^ bits.1) | (self.bits.2 ^ bits.2) | (self.bits.3 ^ bits.3)) == 0
    }

    /// Whether the 16 bytes at `start` begin with the bytes remembered.
    @inline(__always)
    func remembers(bytesAt start: UnsafeRawPointer) -> Bool {
        count != 0 && (start.loadUnaligned(as: UInt128.self).littleEndian ^ bytes) & mask == 0
    }

    /// Remembers the rectangle with `bits` and `tags` packed to the `count` bytes at `start`
    /// (which has 16 bytes to read), for packing it again (its bytes are copied whole, 16 at
    /// once, so no mask is kept); forgets when they are more than `maximumCount`.
    @inline(__always)
    mutating func remember(packed bits: (UInt64, UInt64, UInt64, UInt64), tags: RectTags, bytesAt start: UnsafeRawPointer, count: Int) {
        guard count <= Self.maximumCount else {
            self.count = 0
            return
        }
        bytes = start.loadUnaligned(as: UInt128.self).littleEndian
        self.bits = bits
        self.tags = tags
        self.count = count
    }

    /// Remembers the `count` bytes at `start` (which has 16 bytes to read), read as `tags`,
    /// for reading them again; forgets when they are more than `maximumCount`.
    @inline(__always)
    mutating func remember(read tags: RectTags, bytesAt start: UnsafeRawPointer, count: Int) {
        guard count < Self.maximumCount else {
            // (16 bytes are rare; a mask of 128 ones would need a case of its own.)
            self.count = 0
            return
        }
        // The mask as its two halves (a shift of 128 bits takes a dozen instructions): the low
        // one whole from eight bytes on.
        let maskBits = 8 &* count
        let low: UInt64 = maskBits >= 64 ? .max : (1 &<< UInt64(maskBits)) &- 1
        let high: UInt64 = maskBits > 64 ? (1 &<< UInt64(maskBits &- 64)) &- 1 : 0
        mask = UInt128(high) << 64 | UInt128(low)
        bytes = start.loadUnaligned(as: UInt128.self).littleEndian & mask
        bits = (0, 0, 0, 0)
        self.tags = tags
        self.count = count
    }
}

/// Memos (``PackedRectMemo``) for the frame and the outer frame of each node, kept from one
/// result to the next by their owner; grown as a result needs more, never shrunk.
final class PackedRectMemos {
    private var storage: UnsafeMutableBufferPointer<PackedRectMemo>

    init() {
        storage = .allocate(capacity: 16)
        storage.initialize(repeating: .empty)
    }

    deinit {
        storage.deallocate()
    }

    /// The memos of a result of `nodeCount` nodes: two per node (frame, then outer frame).
    func memos(nodeCount: Int) -> UnsafeMutablePointer<PackedRectMemo> {
        if storage.count < 2 * nodeCount {
            let grown = UnsafeMutableBufferPointer<PackedRectMemo>.allocate(capacity: max(2 * nodeCount, 2 * storage.count))
            grown.initialize(repeating: .empty)
            storage.deallocate()
            storage = grown
        }
        return storage.baseAddress!
    }
}
