import CCrypto

/// SHA-256 (FIPS 180-4) computed by the system's libcrypto through its EVP interface.
public enum SHA256 {
    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes(hash(buffer:))
    }

    /// The digest of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> ContentHash {
        var text = text
        return text.withUTF8 { hash(buffer: UnsafeRawBufferPointer($0)) }
    }

    /// The digest of the bytes in `buffer`, written straight into the hash's own storage.
    private static func hash(buffer: UnsafeRawBufferPointer) -> ContentHash {
        var length: UInt32 = 0
        var succeeded: Int32 = 0
        let digest = [UInt8](unsafeUninitializedCapacity: Int(EVP_MAX_MD_SIZE)) { digest, count in
            succeeded = EVP_Digest(buffer.baseAddress, buffer.count, digest.baseAddress, &length, EVP_sha256(), nil)
            count = succeeded == 1 ? Int(length) : 0
        }
        precondition(succeeded == 1 && length == 32, "libcrypto failed to compute SHA-256")
        return ContentHash(bytes: digest)
    }
}
