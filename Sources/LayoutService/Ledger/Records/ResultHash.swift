/// A stored result hash (16 bytes, `results.result_hash`) held inline: a page's read keeps one
/// per compared result without an array each.
public struct ResultHash: Equatable, Sendable {
    /// The 16 bytes, as two words in memory order.
    private var words: (UInt64, UInt64)
    /// Whether the bytes read were 16 (a hash of another length, which no result has, matches nothing).
    private var isWellFormed: Bool

    /// The hash whose bytes are `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        isWellFormed = bytes.count == 16
        words = isWellFormed ? (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) : (0, 0)
    }

    /// Whether `bytes` are this hash's 16 bytes.
    func matches(_ bytes: [UInt8]) -> Bool {
        guard isWellFormed, bytes.count == 16 else { return false }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) == words.0 && $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == words.1 }
    }

    /// The hash's bytes (empty when it was not 16 bytes).
    var bytes: [UInt8] {
        guard isWellFormed else { return [] }
        return withUnsafeBytes(of: words) { Array($0) }
    }

    public static func == (lhs: ResultHash, rhs: ResultHash) -> Bool {
        lhs.isWellFormed == rhs.isWellFormed && lhs.words == rhs.words
    }
}
