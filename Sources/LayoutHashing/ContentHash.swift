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
        guard let bytes = Hex.decode(hex, acceptingUppercase: true), bytes.count == 32 else { return nil }
        self.bytes = bytes
    }

    /// The digest as 64 lowercase hex digits.
    public var hex: String { Hex.encode(bytes) }

    public var description: String { hex }

    public static func < (lhs: ContentHash, rhs: ContentHash) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
