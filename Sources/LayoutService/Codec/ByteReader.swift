import LayoutEngine

/// Reads the primitives `ByteWriter` writes, failing on truncated or malformed input.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    @inline(__always)
    mutating func byte() throws(PackedFramesError) -> UInt8 {
        guard position < bytes.count else { throw .truncated(at: position) }
        defer { position += 1 }
        return bytes[position]
    }

    @inline(__always)
    mutating func varint() throws(PackedFramesError) -> UInt64 {
        // Most varints of packed frames are one byte.
        if position < bytes.count, bytes[position] < 0x80 {
            defer { position += 1 }
            return UInt64(bytes[position])
        }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw .malformed(at: position, reason: "varint longer than 64 bits") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
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
            var bits: UInt64 = 0
            for index in 0..<8 {
                bits |= UInt64(try byte()) << UInt64(index * 8)
            }
            return Double(bitPattern: bits)
        }
        guard tagged & 1 == 0 else { throw .malformed(at: position, reason: "unknown coordinate tag") }
        return Double(Self.unzigzag(tagged >> 1)) / PackedFrames.fixedPointScale
    }

    @inline(__always)
    mutating func rect() throws(PackedFramesError) -> Rect {
        Rect(x: try coordinate(), y: try coordinate(), width: try coordinate(), height: try coordinate())
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
        return String(decoding: bytes[position..<position + count], as: UTF8.self)
    }
}
