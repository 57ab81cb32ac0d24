import CCrypto

/// SHA-256 (FIPS 180-4) computed by the system's libcrypto with its SHA-256 functions.
///
/// A digest's state lives on the caller's stack for that digest alone: no context is allocated,
/// looked up or released, and no provider is asked for the algorithm (libcrypto's EVP interface
/// would allocate and clear a fresh state for every digest, which costs more than hashing the
/// few hundred bytes of a result). The block function is libcrypto's own either way, with the
/// processor's SHA instructions where it has them.
public enum SHA256 {
    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// The digest of the bytes `bytes` points to.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> ContentHash {
        digest { context in SHA256_Update(context, bytes.baseAddress, bytes.count) == 1 }
    }

    /// The digest of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> ContentHash {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// The digest of `parts` one after the other, as if they were one buffer (no copy made).
    public static func hash(concatenating parts: UnsafeRawBufferPointer...) -> ContentHash {
        digest { context in
            parts.allSatisfy { part in SHA256_Update(context, part.baseAddress, part.count) == 1 }
        }
    }

    /// The first `count` bytes (at most 32) of the digest of `parts` one after the other, as
    /// `hash(concatenating:)` gives them, without making the whole digest first.
    public static func prefix(_ count: Int, ofHashConcatenating parts: UnsafeRawBufferPointer...) -> [UInt8] {
        prefix(count) { context in parts.allSatisfy { part in SHA256_Update(context, part.baseAddress, part.count) == 1 } }
    }

    /// The first `count` bytes (at most 32) of the digest of `first` followed by `second`: the
    /// same as the variadic form, without the array a variadic call allocates (a result hash
    /// of every scenario a batch lays out is made this way).
    public static func prefix(_ count: Int, ofHashConcatenating first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> [UInt8] {
        prefix(count) { context in
            SHA256_Update(context, first.baseAddress, first.count) == 1 && SHA256_Update(context, second.baseAddress, second.count) == 1
        }
    }

    /// The first `destination.count` bytes (at most 32) of the digest of `first` followed by
    /// `second`, written to `destination`: what `prefix(_:ofHashConcatenating:_:)` gives, with no
    /// array made (a hash kept inline, as a batch keeps each result's).
    public static func prefix(
        ofHashConcatenating first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, into destination: UnsafeMutableRawBufferPointer
    ) {
        precondition(destination.count <= 32, "a SHA-256 digest has 32 bytes")
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digestLength) { digest in
            write(into: digest.baseAddress!) { context in
                SHA256_Update(context, first.baseAddress, first.count) == 1 && SHA256_Update(context, second.baseAddress, second.count) == 1
            }
            destination.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(digest)[..<destination.count]))
        }
    }

    /// The first `count` bytes (at most 32) of the digest of the bytes `update` feeds.
    @inline(__always)
    private static func prefix(_ count: Int, _ update: (UnsafeMutablePointer<SHA256_CTX>) -> Bool) -> [UInt8] {
        precondition(count >= 0 && count <= 32, "a SHA-256 digest has 32 bytes")
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digestLength) { digest in
            write(into: digest.baseAddress!, update)
            return Array(UnsafeBufferPointer(start: digest.baseAddress, count: count))
        }
    }

    /// The digest of the bytes `update` feeds a fresh state (true when every update succeeded).
    @inline(__always)
    private static func digest(_ update: (UnsafeMutablePointer<SHA256_CTX>) -> Bool) -> ContentHash {
        let digest = [UInt8](unsafeUninitializedCapacity: digestLength) { digest, count in
            write(into: digest.baseAddress!, update)
            count = digestLength
        }
        return ContentHash(bytes: digest)
    }

    /// Writes the digest of the bytes `update` feeds a fresh state on the stack (true when every
    /// update succeeded) to `digest`, which has room for `digestLength` bytes.
    @inline(__always)
    private static func write(into digest: UnsafeMutablePointer<UInt8>, _ update: (UnsafeMutablePointer<SHA256_CTX>) -> Bool) {
        var state = SHA256_CTX()
        let succeeded = withUnsafeMutablePointer(to: &state) { context in
            SHA256_Init(context) == 1 && update(context) && SHA256_Final(digest, context) == 1
        }
        precondition(succeeded, "libcrypto failed to compute SHA-256")
    }

    /// The bytes of a SHA-256 digest.
    private static let digestLength = 32
}
