/// A SHA-256 digest: 32 bytes, printed as 64 lowercase hex digits.
public struct ContentHash: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 32 digest bytes.
    public let bytes: [UInt8]

    /// Wraps a 32-byte digest.
    public init(bytes: [UInt8]) {
        precondition(bytes.count == 32, "a SHA-256 digest has 32 bytes, not \(bytes.count)")
        self.bytes = bytes
    }

    /// Parses 64 hex digits (either case); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for pairStart in stride(from: 0, to: 64, by: 2) {
            guard let high = Self.nibble(digits[pairStart]), let low = Self.nibble(digits[pairStart + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// The digest as 64 lowercase hex digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public var description: String { hex }

    public static func < (lhs: ContentHash, rhs: ContentHash) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
