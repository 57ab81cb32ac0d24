import LayoutEngine

/// Appends the primitives of the packed-frames format to a byte buffer.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// An unsigned LEB128 varint: seven bits per byte, low bits first.
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
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
        let scaled = value * PackedFrames.fixedPointScale
        if value != 0 || value.sign == .plus, scaled.magnitude < PackedFrames.fixedPointLimit,
           scaled == scaled.rounded(.towardZero) {
            let fixed = Int64(scaled)
            varint(UInt64(bitPattern: (fixed << 1) ^ (fixed >> 63)) << 1)
        } else {
            bytes.append(1)
            var bits = value.bitPattern
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
    }

    mutating func rect(_ rect: Rect) {
        coordinate(rect.origin.x)
        coordinate(rect.origin.y)
        coordinate(rect.size.width)
        coordinate(rect.size.height)
    }

    /// A length-prefixed UTF-8 string.
    mutating func string(_ text: String) {
        let utf8 = text.utf8
        varint(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
    }
}
