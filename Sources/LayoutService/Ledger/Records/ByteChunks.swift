/// Bytes kept in chunks that are never moved nor grown: appending a run of bytes copies it
/// once (no regrowth copies what came before), and it stays where it was put for as long as
/// the chunks live. What ``ComparedResults`` keeps its results' frames in.
///
/// `@unchecked Sendable`: appended to by the one thread that gathers the results, only read
/// once they are handed on.
final class ByteChunks: @unchecked Sendable {
    /// Where a run of bytes is: its chunk, its offset in it and its length.
    struct Place: Sendable {
        var chunk: Int32
        var offset: Int32
        var count: Int32
    }

    /// The size of a chunk (a longer run of bytes takes a chunk of its own length).
    static let chunkSize = 64 << 10

    private var chunks: [UnsafeMutableRawBufferPointer] = []
    /// How many bytes of the last chunk are taken.
    private var used = 0

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// Copies `bytes` in; returns where they are.
    func append(_ bytes: UnsafeRawBufferPointer) -> Place {
        if chunks.isEmpty || chunks[chunks.count - 1].count - used < bytes.count {
            chunks.append(.allocate(byteCount: max(Self.chunkSize, bytes.count), alignment: 1))
            used = 0
        }
        let chunk = chunks[chunks.count - 1]
        if let source = bytes.baseAddress, !bytes.isEmpty {
            (chunk.baseAddress! + used).copyMemory(from: source, byteCount: bytes.count)
        }
        defer { used += bytes.count }
        return Place(chunk: Int32(chunks.count - 1), offset: Int32(used), count: Int32(bytes.count))
    }

    /// The bytes at `place`, valid as long as these chunks live.
    func bytes(at place: Place) -> UnsafeBufferPointer<UInt8> {
        let start = chunks[Int(place.chunk)].baseAddress! + Int(place.offset)
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: Int(place.count))
    }
}
