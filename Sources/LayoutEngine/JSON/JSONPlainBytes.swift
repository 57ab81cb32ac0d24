/// Eight bytes of JSON string content checked at once: whether any of them is one a JSON
/// string must escape (a control character below 0x20, `"` or `\`). Strings are scanned a
/// word at a time with it, then byte by byte for the rest (and from a word that has one).
enum JSONPlainBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `address` (any alignment).
    @inline(__always)
    static func word(at address: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(address).loadUnaligned(as: UInt64.self)
    }

    /// True when a byte of `word` is below 0x20, `"` or `\` (exact: a byte is flagged only
    /// when one is; which byte is not said).
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> Bool {
        // A byte of `x` is zero exactly when (x - 1) & ~x has its high bit set for some byte
        // (the classic zero-byte test; likewise a byte below n for x - n when n ≤ 0x80).
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & highBits != 0
    }

    /// True when a byte of `word` is 0x80 or above (not ASCII).
    @inline(__always)
    static func hasNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }
}
