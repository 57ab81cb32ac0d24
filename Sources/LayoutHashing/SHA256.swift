import CCrypto
#if canImport(Glibc)
import Glibc
#endif

/// SHA-256 (FIPS 180-4) computed by the system's libcrypto through its EVP interface.
///
/// Each thread keeps one digest context and re-initialises it for every digest, so a digest
/// costs libcrypto's init, update and final only, not a context's allocation and release.
public enum SHA256 {
    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// The digest of the bytes `bytes` points to.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> ContentHash {
        digest { context in EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) == 1 }
    }

    /// The digest of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> ContentHash {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// The digest of `parts` one after the other, as if they were one buffer (no copy made).
    public static func hash(concatenating parts: UnsafeRawBufferPointer...) -> ContentHash {
        digest { context in
            parts.allSatisfy { part in EVP_DigestUpdate(context, part.baseAddress, part.count) == 1 }
        }
    }

    /// The first `count` bytes (at most 32) of the digest of `parts` one after the other, as
    /// `hash(concatenating:)` gives them, without making the whole digest first.
    public static func prefix(_ count: Int, ofHashConcatenating parts: UnsafeRawBufferPointer...) -> [UInt8] {
        prefix(count) { context in parts.allSatisfy { part in EVP_DigestUpdate(context, part.baseAddress, part.count) == 1 } }
    }

    /// The first `count` bytes (at most 32) of the digest of `first` followed by `second`: the
    /// same as the variadic form, without the array a variadic call allocates (a result hash
    /// of every scenario a batch lays out is made this way).
    public static func prefix(_ count: Int, ofHashConcatenating first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> [UInt8] {
        prefix(count) { context in
            EVP_DigestUpdate(context, first.baseAddress, first.count) == 1 && EVP_DigestUpdate(context, second.baseAddress, second.count) == 1
        }
    }

    /// The first `destination.count` bytes (at most 32) of the digest of `first` followed by
    /// `second`, written to `destination`: what `prefix(_:ofHashConcatenating:_:)` gives, with no
    /// array made (a hash kept inline, as a batch keeps each result's).
    public static func prefix(
        ofHashConcatenating first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, into destination: UnsafeMutableRawBufferPointer
    ) {
        precondition(destination.count <= 32, "a SHA-256 digest has 32 bytes")
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(EVP_MAX_MD_SIZE)) { digest in
            write(into: digest.baseAddress!) { context in
                EVP_DigestUpdate(context, first.baseAddress, first.count) == 1 && EVP_DigestUpdate(context, second.baseAddress, second.count) == 1
            }
            destination.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(digest)[..<destination.count]))
        }
    }

    /// The first `count` bytes (at most 32) of the digest of the bytes `update` feeds.
    @inline(__always)
    private static func prefix(_ count: Int, _ update: (OpaquePointer) -> Bool) -> [UInt8] {
        precondition(count >= 0 && count <= 32, "a SHA-256 digest has 32 bytes")
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(EVP_MAX_MD_SIZE)) { digest in
            write(into: digest.baseAddress!, update)
            return Array(UnsafeBufferPointer(start: digest.baseAddress, count: count))
        }
    }

    /// The digest of the bytes `update` feeds the calling thread's context (true when every
    /// update succeeded).
    @inline(__always)
    private static func digest(_ update: (OpaquePointer) -> Bool) -> ContentHash {
        let digest = [UInt8](unsafeUninitializedCapacity: Int(EVP_MAX_MD_SIZE)) { digest, count in
            write(into: digest.baseAddress!, update)
            count = 32
        }
        return ContentHash(bytes: digest)
    }

    /// Writes the digest of the bytes `update` feeds the calling thread's context (true when
    /// every update succeeded) to `digest`, which has room for `EVP_MAX_MD_SIZE` bytes.
    @inline(__always)
    private static func write(into digest: UnsafeMutablePointer<UInt8>, _ update: (OpaquePointer) -> Bool) {
        let context = threadContext
        var length: UInt32 = 0
        let succeeded = EVP_DigestInit_ex2(context, algorithm, nil) == 1 && update(context)
            && EVP_DigestFinal_ex(context, digest, &length) == 1
        precondition(succeeded && length == 32, "libcrypto failed to compute SHA-256")
    }

    /// The calling thread's digest context, made on its first digest and freed when the thread
    /// ends. A context is only ever used by its own thread, one digest at a time.
    private static var threadContext: OpaquePointer {
        if let context = pthread_getspecific(contextKey) { return OpaquePointer(context) }
        guard let context = EVP_MD_CTX_new() else { preconditionFailure("libcrypto could not allocate a digest context") }
        precondition(pthread_setspecific(contextKey, UnsafeRawPointer(context)) == 0, "could not keep a digest context for the thread")
        return context
    }

    /// The thread-specific slot of each thread's digest context; its destructor frees the
    /// context when the thread exits.
    private static let contextKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { context in EVP_MD_CTX_free(OpaquePointer(context)) }
        precondition(status == 0, "could not create a thread-specific slot for digest contexts")
        return key
    }()

    /// SHA-256 fetched from the default provider once, so no digest looks it up again.
    /// An `EVP_MD` is immutable after fetching; libcrypto allows sharing it across threads.
    private nonisolated(unsafe) static let algorithm: OpaquePointer = {
        guard let fetched = EVP_MD_fetch(nil, "SHA256", nil) else { preconditionFailure("libcrypto has no SHA-256") }
        return fetched
    }()
}
