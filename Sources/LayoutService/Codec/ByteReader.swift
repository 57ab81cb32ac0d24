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

    /// How many bytes there are to read in all.
    var count: Int { bytes.count }

    /// Whether the next bytes are `expected` (not empty), byte for byte; the reader stays.
    @inline(__always)
    func nextAre(_ expected: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !expected.isEmpty, expected.count <= bytes.count - position else { return false }
        let next = bytes.baseAddress! + position
        for offset in 0..<expected.count where next[offset] != expected[offset] { return false }
        return true
    }

    /// Moves past `count` bytes that ``nextAre(_:)`` found there.
    @inline(__always)
    mutating func skip(_ count: Int) {
        precondition(count >= 0 && count <= bytes.count - position, "skipping bytes that are there")
        position += count
    }

    @inline(__always)
    mutating func byte() throws(PackedFramesError) -> UInt8 {
        guard position < bytes.count else { throw .truncated(at: position) }
        defer { position += 1 }
        return bytes[position]
    }

    @inline(__always)
    mutating func varint() throws(PackedFramesError) -> UInt64 {
        // Most varints of packed frames are one byte; coordinates take two or three. With room
        // for the longest varint left, the bytes are read without a bound check each.
        if bytes.count - position >= ByteWriter.maximumVarintSize, let start = bytes.baseAddress.map({ $0 + position }) {
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

    private static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }

    @inline(__always)
    mutating func coordinate() throws(PackedFramesError) -> Double {
        let tagged = try varint()
        if tagged == 1 {
            // The escape's double: its eight bytes read at once (little-endian).
            guard bytes.count - position >= 8, let start = bytes.baseAddress else { throw .truncated(at: bytes.count) }
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
        if bytes.count - position >= 4 * ByteWriter.maximumCoordinateSize, let base = bytes.baseAddress {
            var next = base + position
            if let x = Self.unchecked(&next), let y = Self.unchecked(&next), let width = Self.unchecked(&next),
               let height = Self.unchecked(&next) {
                position = next - base
                return Rect(x: x, y: y, width: width, height: height)
            }
        }
        return Rect(x: try coordinate(), y: try coordinate(), width: try coordinate(), height: try coordinate())
    }

    /// The coordinate at `next` (which has at least `ByteWriter.maximumCoordinateSize` bytes),
    /// `next` moved past it: fixed point in up to four bytes or the escape; nil for anything
    /// else (`coordinate()` reads it, or says why it does not read), `next` then left anywhere.
    @inline(__always)
    private static func unchecked(_ next: inout UnsafePointer<UInt8>) -> Double? {
        let start = next
        let tagged: UInt64
        if start[0] < 0x80 {
            if start[0] == 1 {
                next = start + 9
                return Double(bitPattern: UInt64(littleEndian: UnsafeRawPointer(start + 1).loadUnaligned(as: UInt64.self)))
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
        return Double(unzigzag(tagged >> 1)) / PackedFrames.fixedPointScale
    }

    /// Moves past a rectangle, checked as `rect()` checks it.
    @inline(__always)
    mutating func skipRect() throws(PackedFramesError) {
        _ = try rect()
    }

    /// Moves past a string without reading it.
    mutating func skipString() throws(PackedFramesError) {
        let count = try int()
        guard count <= bytes.count - position else { throw .truncated(at: position) }
        position += count
    }

    mutating func string() throws(PackedFramesError) -> String {
        let count = try int()
        guard count <= bytes.count - position else { throw .truncated(at: position) }
        defer { position += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
    }
}
