/// Bytes that never change, held in a block of memory that may hold other values' bytes too:
/// the block, where in it they start, and how many there are.
///
/// The memory tier keeps every result's packed frames this way (``FramesArena``): a hit hands
/// out a value that retains a block shared by hundreds of results, whose header the processor
/// has at hand, where an array of its own per result made every hit's retain a cache miss
/// (most of a hit's time). Bytes from anywhere else get a block of their own.
///
/// Equal when their bytes are; a collection of `UInt8` indexed from 0.
public struct PackedBytes: RandomAccessCollection, Hashable, Sendable {
    /// Never written after a value points at it, so values share it across threads safely
    /// (`ManagedBuffer`, its base, cannot conform to `Sendable`).
    private nonisolated(unsafe) let block: ByteBlock
    private let offset: Int
    public let count: Int

    /// A copy of `bytes` in a block of its own.
    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { PackedBytes(copying: $0) }
    }

    /// A copy of `bytes` in a block of its own.
    public init(copying bytes: UnsafeRawBufferPointer) {
        let block = ByteBlock.make(capacity: bytes.count)
        block.write(bytes, at: 0)
        self.init(block: block, offset: 0, count: bytes.count)
    }

    /// The `count` bytes at `offset` of `block`, which the block's filler has written and
    /// never writes again.
    init(block: ByteBlock, offset: Int, count: Int) {
        self.block = block
        self.offset = offset
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "index out of range")
        return withUnsafeBytes { $0[position] }
    }

    /// `body` of the bytes in place (valid only while `body` runs).
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(block) { () throws(Failure) -> Result in
            try body(UnsafeRawBufferPointer(start: block.bytes + offset, count: count))
        }
    }

    public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try withUnsafeBytes { bytes in try body(bytes.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Whether these bytes and `other`'s live in the same block.
    func sharesBlock(with other: PackedBytes) -> Bool { block === other.block }

    /// The bytes as an array (a copy).
    public var array: [UInt8] { withUnsafeBytes { [UInt8]($0) } }

    public static func == (lhs: PackedBytes, rhs: PackedBytes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in left.elementsEqual(right) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// A block of memory written once, a part at a time, by the one value that fills it (a
/// ``FramesArena``, or ``PackedBytes/init(copying:)``), and read by any number of
/// ``PackedBytes`` pointing into the parts already written. Its bytes live in the object's own
/// allocation, after its header (the capacity).
final class ByteBlock: ManagedBuffer<Int, UInt8> {
    /// A block of `capacity` bytes, none written.
    static func make(capacity: Int) -> ByteBlock {
        unsafeDowncast(ByteBlock.create(minimumCapacity: max(1, capacity)) { _ in max(1, capacity) }, to: ByteBlock.self)
    }

    /// The bytes asked for when the block was made (`capacity` asks the allocator, which costs).
    var size: Int { header }

    /// The first byte. Stable: the block never moves, and lives as long as a value points in it.
    var bytes: UnsafeMutableRawPointer {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
    }

    /// Writes `source` at `offset`, a part no value points at yet.
    func write(_ source: UnsafeRawBufferPointer, at offset: Int) {
        precondition(offset >= 0 && offset + source.count <= size, "a byte block is written within its size")
        guard let start = source.baseAddress, source.count > 0 else { return }
        (bytes + offset).copyMemory(from: start, byteCount: source.count)
    }
}
