import LayoutEngine

/// Appends the primitives of the packed-frames format to a byte buffer.
///
/// Multi-byte primitives are encoded into a few bytes on the stack and appended in one piece,
/// so the buffer's capacity and uniqueness are checked once per primitive, not per byte.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    /// The most bytes one varint takes (64 bits, seven a byte).
    static let maximumVarintSize = 10
    /// The most bytes one coordinate takes (the escape byte and a double).
    static let maximumCoordinateSize = 9

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// An unsigned LEB128 varint: seven bits per byte, low bits first.
    mutating func varint(_ value: UInt64) {
        guard value >= 0x80 else {
            bytes.append(UInt8(value))
            return
        }
        append(maximumSize: Self.maximumVarintSize) { Self.writeVarint(value, at: $0) }
    }

    /// A signed integer as the varint of its zigzag encoding (0, -1, 1, -2, … as 0, 1, 2, 3, …).
    mutating func signedVarint(_ value: Int64) {
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// A coordinate: fixed point in 1/256 pt when that is exact, else an escape and the double.
    ///
    /// Fixed point is written as the varint of `zigzag(n) << 1` (always even); the escape is the
    /// single byte 1 followed by the double's eight bytes, little-endian. `-0.0`, infinities and
    /// NaN take the escape, so every value reads back bit for bit.
    mutating func coordinate(_ value: Double) {
        append(maximumSize: Self.maximumCoordinateSize) { Self.writeCoordinate(value, at: $0) }
    }

    /// A rectangle's four coordinates: x, y, width, height.
    mutating func rect(_ rect: Rect) {
        append(maximumSize: 4 * Self.maximumCoordinateSize) { start in
            var next = start
            next += Self.writeCoordinate(rect.origin.x, at: next)
            next += Self.writeCoordinate(rect.origin.y, at: next)
            next += Self.writeCoordinate(rect.size.width, at: next)
            next += Self.writeCoordinate(rect.size.height, at: next)
            return next - start
        }
    }

    /// A length-prefixed UTF-8 string.
    mutating func string(_ text: String) {
        let utf8 = text.utf8
        varint(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Appends what `write` writes (at most `maximumSize` bytes, returning how many) at the
    /// pointer it is given.
    @inline(__always)
    private mutating func append(maximumSize: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumSize) { staging in
            let count = write(staging.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: staging[..<count]))
        }
    }

    /// Writes `value` as a varint at `start`; returns the bytes written.
    @inline(__always)
    private static func writeVarint(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = value, count = 0
        while rest >= 0x80 {
            start[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            rest >>= 7
            count += 1
        }
        start[count] = UInt8(rest)
        return count + 1
    }

    /// Writes `value` as a coordinate (see `coordinate(_:)`) at `start`; returns the bytes written.
    @inline(__always)
    private static func writeCoordinate(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = value * PackedFrames.fixedPointScale
        // Below the limit the conversion to Int64 is exact for integral values: "integral" is
        // "converts back to itself" (no libm call for rounding).
        if value != 0 || value.sign == .plus, scaled.magnitude < PackedFrames.fixedPointLimit,
           case let fixed = Int64(scaled), Double(fixed) == scaled {
            return writeVarint(UInt64(bitPattern: (fixed << 1) ^ (fixed >> 63)) << 1, at: start)
        }
        start[0] = 1
        var bits = value.bitPattern
        for index in 1...8 {
            start[index] = UInt8(truncatingIfNeeded: bits)
            bits >>= 8
        }
        return 9
    }
}
