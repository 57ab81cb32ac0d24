import LayoutEngine

/// Reads the primitives `ByteWriter` writes, failing on truncated or malformed input.
///
/// Reads bytes in place (`read(_:_:)` lends it an array's storage): a bounds check per byte,
/// no reference counting.
struct ByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next read starts.
    private(set) var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// What `body` returns reading `bytes` from the start.
    static func read<Result>(
        _ bytes: [UInt8], _ body: (inout ByteReader) throws(PackedFramesError) -> Result
    ) throws(PackedFramesError) -> Result {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PackedFramesError) -> Result in
            var reader = ByteReader(buffer)
            return try body(&reader)
        }
    }

    var isAtEnd: Bool { position == bytes.count }

    /// How many bytes are left to read (never negative: reads stop at the end, so no overflow
    /// check is needed).
    @inline(__always)
    private var remaining: Int { bytes.count &- position }

    /// How many bytes there are to read in all.
    var count: Int { bytes.count }

    /// Moves back to `position`, a position read before (to read what follows it again).
    mutating func rewind(to position: Int) {
        precondition(position >= 0 && position <= self.position, "rewinding to a position read before")
        self.position = position
    }

    @inline(__always)
    mutating func byte() throws(PackedFramesError) -> UInt8 {
        guard position < bytes.count else { throw .truncated(at: position) }
        defer { position += 1 }
        return bytes[position]
    }

    /// Moves past the next byte when there is one with every bit of `bits` set, and says
    /// whether it did (nothing read otherwise: the caller reads it its own way).
    @inline(__always)
    mutating func skipByte(having bits: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] & bits == bits else { return false }
        position &+= 1
        return true
    }

    @inline(__always)
    mutating func varint() throws(PackedFramesError) -> UInt64 {
        // Most varints of packed frames are one byte; coordinates take two or three. With room
        // for the longest varint left, the bytes are read without a bound check each.
        if remaining >= ByteWriter.maximumVarintSize, let start = bytes.baseAddress.map({ $0 + position }) {
            var byte = start[0]
            var value = UInt64(byte & 0x7F)
            var length = 1
            while byte >= 0x80, length < ByteWriter.maximumVarintSize {
                byte = start[length]
                value |= UInt64(byte & 0x7F) << UInt64(7 * length)
                length += 1
            }
            if byte < 0x80 {
                position += length
                return value
            }
        }
        return try checkedVarint()
    }

    /// A varint read byte by byte, each bound-checked.
    private mutating func checkedVarint() throws(PackedFramesError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var next = position
        while next < bytes.count {
            let byte = bytes[next]
            next += 1
            guard shift < 64 else {
                position = next
                throw .malformed(at: next, reason: "varint longer than 64 bits")
            }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                position = next
                return value
            }
            shift += 7
        }
        position = next
        throw .truncated(at: next)
    }

    mutating func int() throws(PackedFramesError) -> Int {
        let value = try varint()
        guard value <= UInt64(Int.max) else { throw .malformed(at: position, reason: "count out of range") }
        return Int(value)
    }

    /// A signed integer written by ``ByteWriter/signedVarint(_:)``.
    mutating func signedVarint() throws(PackedFramesError) -> Int64 {
        Self.unzigzag(try varint())
    }

    @inline(__always)
    static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }

    @inline(__always)
    mutating func coordinate() throws(PackedFramesError) -> Double {
        let tagged = try varint()
        if tagged == 1 {
            // The escape's double: its eight bytes read at once (little-endian).
            guard remaining >= 8, let start = bytes.baseAddress else { throw .truncated(at: bytes.count) }
            let bits = UnsafeRawPointer(start + position).loadUnaligned(as: UInt64.self)
            position += 8
            return Double(bitPattern: UInt64(littleEndian: bits))
        }
        guard tagged & 1 == 0 else { throw .malformed(at: position, reason: "unknown coordinate tag") }
        return Double(Self.unzigzag(tagged >> 1)) / PackedFrames.fixedPointScale
    }

    @inline(__always)
    mutating func rect() throws(PackedFramesError) -> Rect {
        // With room for four of the longest coordinates left, the common ones (fixed point in
        // up to four bytes, or the escape) are read without a bound check each; anything else
        // is read again from the rectangle's start by the checked path.
        if remaining >= ByteWriter.maximumRectSize, let base = bytes.baseAddress {
            var next = base + position
            if let x = Self.unchecked(&next), let y = Self.unchecked(&next), let width = Self.unchecked(&next),
               let height = Self.unchecked(&next) {
                position = next - base
                return Rect(x: x, y: y, width: width, height: height)
            }
        }
        return Rect(x: try coordinate(), y: try coordinate(), width: try coordinate(), height: try coordinate())
    }

    /// The tags of the rectangle's coordinates (``RectTags``), an escape's double skipped,
    /// checked as `rect()` checks them: what a run compares, without a double decoded.
    @inline(__always)
    mutating func rectTags() throws(PackedFramesError) -> RectTags {
        // As in `rect()`: the common tags without a bound check each when there is room.
        if let (tags, count) = uncheckedRectTags() {
            position &+= count
            return tags
        }
        return RectTags(x: try coordinateTag(), y: try coordinateTag(), width: try coordinateTag(), height: try coordinateTag())
    }

    /// The tags of the rectangle at `position` and the bytes it takes, read without a bound
    /// check a byte, when there is room for the longest rectangle and each coordinate is fixed
    /// point in up to four bytes or the escape; else nil (the checked way reads it, or says
    /// why it does not). `position` is not moved.
    @inline(__always)
    private func uncheckedRectTags() -> (RectTags, count: Int)? {
        guard remaining >= ByteWriter.maximumRectSize, let base = bytes.baseAddress else { return nil }
        let start = base + position
        var next = start
        guard let x = Self.uncheckedTag(&next), let y = Self.uncheckedTag(&next), let width = Self.uncheckedTag(&next),
              let height = Self.uncheckedTag(&next) else { return nil }
        return (RectTags(x: x, y: y, width: width, height: height), next - start)
    }

    /// `rectTags()`, taken from `memo` when the next bytes are those it remembers (the same
    /// bytes read the same), else remembered there. Only with room for the 16 bytes a memo
    /// compares.
    @inline(__always)
    mutating func rectTags(memo: UnsafeMutablePointer<PackedRectMemo>) throws(PackedFramesError) -> RectTags {
        // The memo's answer inlined where it is asked; reading and remembering called.
        if remaining >= PackedRectMemo.maximumCount, let base = bytes.baseAddress,
           memo.pointee.remembers(bytesAt: UnsafeRawPointer(base + position)) {
            position &+= memo.pointee.count
            return memo.pointee.tags
        }
        return try rectTagsRemembered(in: memo)
    }

    /// `rectTags()`, remembered in `memo` when there is room for the 16 bytes a memo compares.
    @inline(never)
    private mutating func rectTagsRemembered(in memo: UnsafeMutablePointer<PackedRectMemo>) throws(PackedFramesError) -> RectTags {
        // As in `rectTags()`: the common tags without a bound check each when there is room for
        // the longest rectangle (more than the 16 bytes a memo reads), read here rather than
        // in a call.
        if let (tags, count) = uncheckedRectTags(), let base = bytes.baseAddress {
            memo.pointee.remember(read: tags, bytesAt: UnsafeRawPointer(base + position), count: count)
            position &+= count
            return tags
        }
        guard remaining >= PackedRectMemo.maximumCount, let base = bytes.baseAddress else { return try rectTags() }
        let start = UnsafeRawPointer(base + position)
        let before = position
        let tags = try rectTags()
        memo.pointee.remember(read: tags, bytesAt: start, count: position - before)
        return tags
    }

    /// A coordinate's tag, an escape's double skipped: read without a bound check per byte when
    /// there is room for the longest coordinate (the last rectangles of a result have less
    /// room than four), else checked.
    @inline(__always)
    private mutating func coordinateTag() throws(PackedFramesError) -> UInt64 {
        if remaining >= ByteWriter.maximumCoordinateSize, let base = bytes.baseAddress {
            var next = base + position
            if let tag = Self.uncheckedTag(&next) {
                position = next - base
                return tag
            }
        }
        return try checkedCoordinateTag()
    }

    /// A coordinate's tag, checked as `coordinate()` checks it, an escape's double skipped.
    private mutating func checkedCoordinateTag() throws(PackedFramesError) -> UInt64 {
        let tagged = try varint()
        if tagged == 1 {
            guard remaining >= 8 else { throw .truncated(at: bytes.count) }
            position += 8
            return 1
        }
        guard tagged & 1 == 0 else { throw .malformed(at: position, reason: "unknown coordinate tag") }
        return tagged
    }

    /// The coordinate at `next` (which has at least `ByteWriter.maximumCoordinateSize` bytes),
    /// `next` moved past it: fixed point in up to four bytes or the escape; nil for anything
    /// else (`coordinate()` reads it, or says why it does not read), `next` then left anywhere.
    @inline(__always)
    private static func unchecked(_ next: inout UnsafePointer<UInt8>) -> Double? {
        guard let tagged = uncheckedTag(&next) else { return nil }
        if tagged == 1 {
            return Double(bitPattern: UInt64(littleEndian: UnsafeRawPointer(next - 8).loadUnaligned(as: UInt64.self)))
        }
        return Double(unzigzag(tagged >> 1)) / PackedFrames.fixedPointScale
    }

    /// The tag of the coordinate at `next` (which has at least
    /// `ByteWriter.maximumCoordinateSize` bytes), `next` moved past it (an escape's double
    /// too): fixed point in up to four bytes or the escape; nil for anything else, `next` then
    /// left anywhere.
    @inline(__always)
    private static func uncheckedTag(_ next: inout UnsafePointer<UInt8>) -> UInt64? {
        let start = next
        let tagged: UInt64
        if start[0] < 0x80 {
            if start[0] == 1 {
                next = start + 9
                return 1
            }
            tagged = UInt64(start[0])
            next = start + 1
        } else if start[1] < 0x80 {
            tagged = UInt64(start[0] & 0x7F) | UInt64(start[1]) << 7
            next = start + 2
        } else if start[2] < 0x80 {
            tagged = UInt64(start[0] & 0x7F) | UInt64(start[1] & 0x7F) << 7 | UInt64(start[2]) << 14
            next = start + 3
        } else if start[3] < 0x80 {
            tagged = UInt64(start[0] & 0x7F) | UInt64(start[1] & 0x7F) << 7 | UInt64(start[2] & 0x7F) << 14 | UInt64(start[3]) << 21
            next = start + 4
        } else {
            return nil
        }
        // Odd tags other than the one-byte escape (a longer varint of 1 included) go the checked way.
        guard tagged & 1 == 0 else { return nil }
        return tagged
    }

    /// Moves past a rectangle, checked as `rect()` checks it.
    @inline(__always)
    mutating func skipRect() throws(PackedFramesError) {
        _ = try rect()
    }

    /// Moves past a string without reading it.
    mutating func skipString() throws(PackedFramesError) {
        let count = try int()
        guard count <= remaining else { throw .truncated(at: position) }
        position += count
    }

    mutating func string() throws(PackedFramesError) -> String {
        let count = try int()
        guard count <= remaining else { throw .truncated(at: position) }
        defer { position += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
    }
}
