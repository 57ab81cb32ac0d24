import CCrypto

/// SHA-256 (FIPS 180-4) computed by the system's libcrypto through its EVP interface.
public enum SHA256 {
    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> ContentHash {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let succeeded = bytes.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(succeeded == 1 && length == 32, "libcrypto failed to compute SHA-256")
        return ContentHash(bytes: Array(digest.prefix(32)))
    }

    /// The digest of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> ContentHash {
        hash(Array(text.utf8))
    }
}
