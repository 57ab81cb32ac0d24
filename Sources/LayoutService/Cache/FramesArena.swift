/// Where the memory tier keeps its results' packed frames: blocks of ``blockSize`` bytes
/// filled one after another, so the results of a block share it (see ``PackedBytes``).
///
/// A block lives as long as a value points into it, so the entries the tier evicts leave
/// holes in blocks that other entries keep alive. The tier counts what it has copied in since
/// the arena was last compacted and the bytes its entries still hold, and compacts (copies
/// every held result into a fresh arena) once the first exceeds twice the second by a block:
/// the blocks then hold at most about twice the live bytes, and each byte copied by a
/// compaction was paid for by a byte inserted since the one before.
struct FramesArena {
    /// The bytes of one block: a few hundred results of a few dozen nodes.
    static let blockSize = 64 << 10
    /// Frames longer than this keep their own block (a quarter block: a block wastes at most
    /// a quarter at its end).
    static let largest = blockSize / 4

    private var block: ByteBlock?
    private var used = 0
    /// The bytes copied into blocks since the arena was made.
    private(set) var copiedBytes = 0

    /// `bytes` copied into the arena; frames longer than ``largest`` as they are.
    mutating func hold(_ bytes: PackedBytes) -> PackedBytes {
        guard bytes.count <= Self.largest else { return bytes }
        if block == nil || used + bytes.count > Self.blockSize {
            block = ByteBlock.make(capacity: Self.blockSize)
            used = 0
        }
        let block = block!
        let offset = used
        bytes.withUnsafeBytes { block.write($0, at: offset) }
        used += bytes.count
        copiedBytes += bytes.count
        return PackedBytes(block: block, offset: offset, count: bytes.count)
    }

    /// Whether an arena that has copied in `copiedBytes` while its owner still holds
    /// `heldBytes` of them should be compacted.
    static func shouldCompact(copiedBytes: Int, heldBytes: Int) -> Bool {
        copiedBytes > 2 * heldBytes + blockSize
    }
}
