import LayoutEngine

/// Room a `ByteWriter` packs into, kept from one result to the next (a batch worker packs
/// thousands of results with one): it grows when a result needs more and is never shrunk, so
/// packing a result allocates nothing but the bytes it keeps.
final class PackingBuffer {
    /// Initialized (zeros to start with): a `PackedRectMemo` reads whole words past the bytes
    /// it remembers.
    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// What the rectangles of the last result packed here packed to, by node.
    private let rectMemos = PackedRectMemos()
    /// Room for the records of a result's nodes, read off its session before they are packed.
    private var records: UnsafeMutableBufferPointer<ResultNodeRecord>

    /// A buffer with room for `capacity` bytes to start with.
    init(capacity: Int = 1024) {
        storage = .allocate(capacity: max(capacity, 16))
        storage.initialize(repeating: 0)
        records = Self.zeroedRecords(16)
    }

    deinit {
        storage.deallocate()
        records.deallocate()
    }

    /// Room for the records of a result of `nodeCount` nodes (initialized, holding whatever
    /// was there); grown as a result needs more, never shrunk.
    func records(nodeCount: Int) -> UnsafeMutablePointer<ResultNodeRecord> {
        if records.count < nodeCount {
            records.deallocate()
            records = Self.zeroedRecords(max(nodeCount, 2 * records.count))
        }
        return records.baseAddress!
    }

    /// Room for `count` records, all bits zero (a record of plain data: no flags, zeros).
    private static func zeroedRecords(_ count: Int) -> UnsafeMutableBufferPointer<ResultNodeRecord> {
        let size = count * MemoryLayout<ResultNodeRecord>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<ResultNodeRecord>.alignment)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        return UnsafeMutableBufferPointer(start: raw.bindMemory(to: ResultNodeRecord.self, capacity: count), count: count)
    }

    /// The memos of a result of `nodeCount` nodes (``PackedRectMemos/memos(nodeCount:)``),
    /// asked without retaining them for the call (this object keeps them alive).
    func memos(nodeCount: Int) -> UnsafeMutablePointer<PackedRectMemo> {
        Unmanaged.passUnretained(rectMemos)._withUnsafeGuaranteedRef { $0.memos(nodeCount: nodeCount) }
    }

    /// A writer from the start of the buffer (whatever was written before is overwritten).
    func writer() -> ByteWriter {
        ByteWriter(storage: storage)
    }

    /// Makes room for `size` more bytes in `writer` (a writer of this buffer): when it has
    /// less, the buffer grows (at least doubling), keeping the bytes written.
    @inline(__always)
    func reserve(_ size: Int, in writer: inout ByteWriter) {
        if writer.room < size { grow(&writer, toHold: writer.count + size) }
    }

    /// The bytes `write` writes from the start of the buffer (grown first to hold
    /// `maximumCount`, which they must not exceed), copied out at their size: what
    /// `ByteWriter.bytes(maximumCount:_:)` gives, without temporary room per call.
    func bytes(maximumCount: Int, _ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var writer = self.writer()
        reserve(maximumCount, in: &writer)
        write(&writer)
        return writer.copied()
    }

    /// Appends the bytes `write` writes (at most `maximumCount`, written first from the start
    /// of the buffer) to `bytes`, and returns where they are in it: many packed values kept end
    /// to end in one array, without an array of their own each.
    func append(to bytes: inout [UInt8], maximumCount: Int, _ write: (inout ByteWriter) -> Void) -> Range<Int> {
        var writer = self.writer()
        reserve(maximumCount, in: &writer)
        write(&writer)
        let start = bytes.count
        bytes.append(contentsOf: writer.written)
        return start..<bytes.count
    }

    private func grow(_ writer: inout ByteWriter, toHold needed: Int) {
        precondition(writer.storage.baseAddress == storage.baseAddress, "a writer of this buffer")
        let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(needed, 2 * storage.count))
        let written = grown.initialize(fromContentsOf: writer.written)
        UnsafeMutableBufferPointer(rebasing: grown[written...]).initialize(repeating: 0)
        storage.deallocate()
        storage = grown
        writer = ByteWriter(storage: storage, count: writer.count)
    }
}
