import Glibc
/// A cache key for a string and the parameters of one measurement, hashed and compared by the
/// string's UTF-8 bytes.
///
/// `String`'s own hashing and equality go through Unicode normalization, which costs more than
/// measuring a short caption; byte identity is also the stricter key (canonically equivalent
/// spellings may show different lines). The hash is over the bytes a word at a time, mixed with
/// the parameters, computed once per string: the key of the same string with other parameters
/// (`with(_:)`) mixes only those. `TextCache` probes with it directly.
struct TextCacheKey: Equatable {
    /// The measured string.
    let string: String
    /// The other inputs of the measurement, compared exactly.
    let parameters: Parameters
    /// The hash of the string's bytes mixed with the parameters.
    let fingerprint: UInt64
    /// The hash of the string's bytes alone.
    private let stringHash: UInt64

    /// What else than the string a cached value depends on.
    struct Parameters: Equatable {
        /// The weight the string is shaped in (its shaped runs depend on nothing else).
        var weight: FontWeight
        /// The point size (text scale applied); 0 for shaped runs.
        var pointSize: Double
        /// The line height; 0 for shaped runs.
        var lineHeight: Double
        /// The wrapping width in points (∞ for none); 0 for shaped runs.
        var wrapWidth: Double
        /// The cap on shown lines; 0 for shaped runs.
        var maxLines: Int

        /// The parameters of a string's shaped runs in `weight`.
        static func shaping(_ weight: FontWeight) -> Parameters {
            Parameters(weight: weight, pointSize: 0, lineHeight: 0, wrapWidth: 0, maxLines: 0)
        }
    }

    /// The key of `string` measured with `parameters`.
    init(string: String, parameters: Parameters) {
        let stringHash = Self.withUTF8(of: string, Self.hash)
        self.init(string: string, stringHash: stringHash, parameters: parameters)
    }

    private init(string: String, stringHash: UInt64, parameters: Parameters) {
        self.string = string
        self.parameters = parameters
        self.stringHash = stringHash
        var fingerprint = Self.mix(stringHash, parameters.pointSize.bitPattern ^ UInt64(parameters.weight.rawValue))
        fingerprint = Self.mix(fingerprint, parameters.lineHeight.bitPattern)
        fingerprint = Self.mix(fingerprint, parameters.wrapWidth.bitPattern)
        self.fingerprint = Self.mix(fingerprint, UInt64(bitPattern: Int64(parameters.maxLines)))
    }

    /// The key of the same string with `parameters` (its bytes are not hashed again).
    func with(_ parameters: Parameters) -> TextCacheKey {
        TextCacheKey(string: string, stringHash: stringHash, parameters: parameters)
    }

    static func == (lhs: TextCacheKey, rhs: TextCacheKey) -> Bool {
        withUnsafePointer(to: lhs) { matches($0, rhs) }
    }

    /// `stored == key`, the stored key read in place (a cache's probe copies no key).
    @inline(__always)
    static func matches(_ stored: UnsafePointer<TextCacheKey>, _ key: borrowing TextCacheKey) -> Bool {
        // Tested in steps, not as one `&&` chain: its autoclosures copied both keys.
        guard stored.pointee.fingerprint == key.fingerprint, stored.pointee.parameters == key.parameters else { return false }
        // The bytes are read in place through spans (closures reading them captured copies of
        // both keys).
        return sameBytes(stored.pointee.string.utf8.span, key.string.utf8.span)
    }

    /// True when `left` and `right` hold the same bytes.
    @inline(__always)
    private static func sameBytes(_ left: Span<UInt8>, _ right: Span<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard !left.isEmpty else { return true }
        return left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    /// `body` applied to the UTF-8 bytes of `string` (copied only if they are not contiguous).
    @inline(__always)
    private static func withUTF8<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(string.utf8).withUnsafeBufferPointer(body)
    }

    /// A hash of `bytes`, read eight at a time (a byte at a time cost more than the cache
    /// lookup it keys): the length, each 8-byte word, then the last 1–7 bytes as one word
    /// (little-endian, zero-filled), each folded in with `mix`.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = mix(0xCBF2_9CE4_8422_2325, UInt64(bytes.count))
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        let wholeWords = bytes.count / 8
        for word in 0..<wholeWords {
            hash = mix(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)))
        }
        let tail = wholeWords * 8
        guard tail < bytes.count else { return hash }
        var last: UInt64 = 0
        for offset in tail..<bytes.count {
            last |= UInt64(base[offset]) << (UInt64(offset - tail) * 8)
        }
        return mix(hash, last)
    }

    /// `hash` with `value` folded in (a multiply–xorshift step).
    private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        let mixed = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}
