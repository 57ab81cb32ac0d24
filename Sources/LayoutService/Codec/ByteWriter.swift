import LayoutEngine

/// Writes the primitives of the packed formats straight into room bounded by the caller
/// (`ByteWriter.bytes(maximumCount:_:)`, or a `PackingBuffer` the caller grows): no per-byte
/// capacity or uniqueness checks, only a bound check per primitive against the room the caller
/// promised.
struct ByteWriter {
    private(set) var storage: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes have been written.
    private(set) var count = 0

    /// The most bytes one varint takes (64 bits, seven a byte).
    static let maximumVarintSize = 10
    /// The most bytes one coordinate takes (the escape byte and a double).
    static let maximumCoordinateSize = 9
    /// The most bytes one rectangle takes.
    static let maximumRectSize = 4 * maximumCoordinateSize

    /// A writer into `storage` whose first `count` bytes are written.
    init(storage: UnsafeMutableBufferPointer<UInt8>, count: Int = 0) {
        precondition(count >= 0 && count <= storage.count, "the bytes written fit the storage")
        self.storage = storage
        self.count = count
    }

    /// How many more bytes fit (`count` never exceeds the storage: no overflow check).
    var room: Int { storage.count &- count }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: storage[..<count]) }

    /// The bytes `write` writes, which must be at most `maximumCount` (a precondition). They
    /// are written into temporary room (on the stack when it fits), then copied into an array
    /// of exactly their size, so no result holds the slack of the bound.
    static func bytes(maximumCount: Int, _ write: (inout ByteWriter) -> Void) -> [UInt8] {
        withBytes(maximumCount: maximumCount, write) { Array($0) }
    }

    /// The bytes written so far, copied into an array of their size. (Copied as a collection:
    /// `Array(unsafeUninitializedCapacity:)` looks the array's storage type up at run time on
    /// every call, a few hundred instructions more per array.)
    @inline(__always)
    func copied() -> [UInt8] {
        Array(written)
    }

    /// `body` of the bytes `write` writes, which must be at most `maximumCount` (a
    /// precondition), in temporary room (on the stack when it fits) that lives as long as `body`.
    static func withBytes<Result>(
        maximumCount: Int, _ write: (inout ByteWriter) -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { buffer in
            var writer = ByteWriter(storage: buffer)
            write(&writer)
            return body(writer.written)
        }
    }

    /// The room for `size` more bytes: where they go. (What is written there is at most `size`
    /// bytes, so `count` plus it stays within the storage: the primitives add it without an
    /// overflow check.)
    @inline(__always)
    private mutating func room(_ size: Int) -> UnsafeMutablePointer<UInt8> {
        precondition(storage.count &- count >= size, "a packed value overran the room reserved for it")
        return storage.baseAddress! + count
    }

    /// Writes what `write` writes where the next byte goes, at most `size` bytes (the room
    /// checked once for all of them, not per primitive); `write` returns where it stopped.
    @inline(__always)
    mutating func write(upTo size: Int, _ write: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        let start = room(size)
        let end = write(start)
        precondition(end >= start && end - start <= size, "a packed value overran the room reserved for it")
        count += end - start
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        room(1).pointee = value
        count &+= 1
    }

    /// An unsigned LEB128 varint: seven bits per byte, low bits first.
    mutating func varint(_ value: UInt64) {
        count &+= Self.writeVarint(value, at: room(Self.maximumVarintSize))
    }

    /// A signed integer as the varint of its zigzag encoding (0, -1, 1, -2, … as 0, 1, 2, 3, …).
    mutating func signedVarint(_ value: Int64) {
        varint(Self.zigzag(value))
    }

    /// The zigzag encoding of `value`: 0, -1, 1, -2, … as 0, 1, 2, 3, …
    @inline(__always)
    static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// A coordinate: fixed point in 1/256 pt when that is exact, else an escape and the double.
    ///
    /// Fixed point is written as the varint of `zigzag(n) << 1` (always even); the escape is the
    /// single byte 1 followed by the double's eight bytes, little-endian. `-0.0`, infinities and
    /// NaN take the escape, so every value reads back bit for bit.
    mutating func coordinate(_ value: Double) {
        count += Self.writeCoordinate(value, at: room(Self.maximumCoordinateSize)).count
    }

    /// A rectangle's four coordinates: x, y, width, height; returns their tags (what a run
    /// compares the rectangle by).
    @discardableResult
    mutating func rect(_ rect: Rect) -> RectTags {
        let start = room(Self.maximumRectSize)
        if let tags = RectTags.smallTags(of: rect) {
            var next = start
            next += Self.writeVarint(tags.x, at: next)
            next += Self.writeVarint(tags.y, at: next)
            next += Self.writeVarint(tags.width, at: next)
            next += Self.writeVarint(tags.height, at: next)
            count &+= next - start
            return tags
        }
        // A coordinate with the escape or a large fixed point: each written its own way.
        let x = Self.writeCoordinate(rect.origin.x, at: start)
        let y = Self.writeCoordinate(rect.origin.y, at: start + x.count)
        let width = Self.writeCoordinate(rect.size.width, at: start + x.count + y.count)
        let height = Self.writeCoordinate(rect.size.height, at: start + x.count + y.count + width.count)
        count += x.count + y.count + width.count + height.count
        return RectTags(x: x.tag, y: y.tag, width: width.tag, height: height.tag)
    }

    /// `rect(_:)`, its bytes taken from `memo` when it remembers `rect`, else remembered there.
    @inline(__always)
    mutating func rect(_ rect: Rect, memo: UnsafeMutablePointer<PackedRectMemo>) -> RectTags {
        let bits = PackedRectMemo.bits(of: rect)
        let start = room(Self.maximumRectSize)
        if memo.pointee.remembers(bits) {
            // All 16 bytes stored (the room holds 36); those past the rectangle's are not counted.
            UnsafeMutableRawPointer(start).storeBytes(of: memo.pointee.bytes.littleEndian, as: UInt128.self)
            count &+= memo.pointee.count
            return memo.pointee.tags
        }
        let before = count
        let tags = self.rect(rect)
        memo.pointee.remember(packed: bits, tags: tags, bytesAt: start, count: count - before)
        return tags
    }

    /// The most bytes `string(_:)` writes for `text`.
    static func maximumSize(of text: String) -> Int {
        maximumVarintSize + text.utf8.count
    }

    /// A length-prefixed UTF-8 string.
    mutating func string(_ text: String) {
        let utf8 = text.utf8
        varint(UInt64(utf8.count))
        let start = room(utf8.count)
        let (_, written) = UnsafeMutableBufferPointer(start: start, count: utf8.count).initialize(from: utf8)
        count += written
    }

    /// Writes `value` as a varint at `start`; returns the bytes written.
    @inline(__always)
    static func writeVarint(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        // Most varints of packed frames take one to three bytes (a coordinate under 2048 pt
        // takes three): those are written without a loop.
        if value < 0x80 {
            start[0] = UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 0x4000 {
            start[0] = UInt8(truncatingIfNeeded: value) | 0x80
            start[1] = UInt8(truncatingIfNeeded: value >> 7)
            return 2
        }
        if value < 0x20_0000 {
            start[0] = UInt8(truncatingIfNeeded: value) | 0x80
            start[1] = UInt8(truncatingIfNeeded: value >> 7) | 0x80
            start[2] = UInt8(truncatingIfNeeded: value >> 14)
            return 3
        }
        var rest = value, count = 0
        while rest >= 0x80 {
            start[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            rest >>= 7
            count += 1
        }
        start[count] = UInt8(rest)
        return count + 1
    }

    /// Writes `value` as a coordinate (see `coordinate(_:)`) at `start`; returns the bytes
    /// written and the coordinate's tag (``RectTags``).
    @inline(__always)
    private static func writeCoordinate(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> (count: Int, tag: UInt64) {
        if let small = RectTags.smallTag(of: value) { return (writeVarint(small, at: start), small) }
        return writeAnyCoordinate(value, at: start)
    }

    /// `writeCoordinate` for the coordinates `RectTags.smallTag(of:)` leaves: large fixed
    /// point, or the escape.
    @inline(never)
    private static func writeAnyCoordinate(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> (count: Int, tag: UInt64) {
        let tag = RectTags.exactTag(of: value)
        if tag != 1 { return (writeVarint(tag, at: start), tag) }
        start[0] = 1
        // The double's eight bytes stored at once, little-endian.
        UnsafeMutableRawPointer(start + 1).storeBytes(of: value.bitPattern.littleEndian, as: UInt64.self)
        return (9, 1)
    }
}
