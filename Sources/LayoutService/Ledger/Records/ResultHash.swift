/// A result hash (16 bytes, `results.result_hash`) held inline: a page's read keeps one per
/// compared result, and a batch one per result it packs, without an array each.
public struct ResultHash: Hashable, Sendable {
    /// The 16 bytes, as two words in memory order.
    private var words: (UInt64, UInt64)
    /// Whether the bytes read were 16 (a hash of another length, which no result has, matches nothing).
    private var isWellFormed: Bool

    /// The hash whose bytes are `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        isWellFormed = bytes.count == 16
        words = isWellFormed ? (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) : (0, 0)
    }

    /// The hash whose 16 bytes `write` writes into the room it is given.
    init(writing write: (UnsafeMutableRawBufferPointer) -> Void) {
        words = (0, 0)
        isWellFormed = true
        withUnsafeMutableBytes(of: &words, write)
    }

    /// Whether `bytes` are this hash's 16 bytes.
    func matches(_ bytes: [UInt8]) -> Bool {
        guard isWellFormed, bytes.count == 16 else { return false }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) == words.0 && $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == words.1 }
    }

    /// The hash's bytes (empty when it was not 16 bytes).
    var bytes: [UInt8] {
        withUnsafeBytes { Array($0) }
    }

    /// `body` of the hash's bytes (none when it was not 16 bytes), read where they are.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try Swift.withUnsafeBytes(of: words) { try body(isWellFormed ? $0 : UnsafeRawBufferPointer(rebasing: $0[0..<0])) }
    }

    public static func == (lhs: ResultHash, rhs: ResultHash) -> Bool {
        lhs.isWellFormed == rhs.isWellFormed && lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isWellFormed)
        hasher.combine(words.0)
        hasher.combine(words.1)
    }
}
