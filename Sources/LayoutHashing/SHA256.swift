import CCrypto

/// SHA-256 (FIPS 180-4) computed by the system's libcrypto through its EVP interface.
public enum SHA256 {
    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { hash(concatenating: $0) }
    }

    /// The digest of the bytes `bytes` points to.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> ContentHash {
        hash(concatenating: bytes)
    }

    /// The digest of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> ContentHash {
        var text = text
        return text.withUTF8 { hash(concatenating: UnsafeRawBufferPointer($0)) }
    }

    /// The digest of `parts` one after the other, as if they were one buffer (no copy made).
    public static func hash(concatenating parts: UnsafeRawBufferPointer...) -> ContentHash {
        guard let context = EVP_MD_CTX_new() else { preconditionFailure("libcrypto could not allocate a digest context") }
        defer { EVP_MD_CTX_free(context) }
        var succeeded = EVP_DigestInit_ex2(context, algorithm, nil) == 1
        for part in parts where succeeded {
            succeeded = EVP_DigestUpdate(context, part.baseAddress, part.count) == 1
        }
        var length: UInt32 = 0
        let digest = [UInt8](unsafeUninitializedCapacity: Int(EVP_MAX_MD_SIZE)) { digest, count in
            succeeded = succeeded && EVP_DigestFinal_ex(context, digest.baseAddress, &length) == 1
            count = succeeded ? Int(length) : 0
        }
        precondition(succeeded && length == 32, "libcrypto failed to compute SHA-256")
        return ContentHash(bytes: digest)
    }

    /// SHA-256 fetched from the default provider once, so no digest looks it up again.
    /// An `EVP_MD` is immutable after fetching; libcrypto allows sharing it across threads.
    private nonisolated(unsafe) static let algorithm: OpaquePointer = {
        guard let fetched = EVP_MD_fetch(nil, "SHA256", nil) else { preconditionFailure("libcrypto has no SHA-256") }
        return fetched
    }()
}
