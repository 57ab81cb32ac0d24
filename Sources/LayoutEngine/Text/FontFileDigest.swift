import CCrypto

/// The one place font files are hashed (their content hash is part of the engine's identity).
enum FontFileDigest {
    /// SHA-256 of `bytes`, lowercase hex.
    static func sha256(_ bytes: UnsafeRawBufferPointer) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let succeeded = EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil) == 1
        precondition(succeeded && length == 32, "libcrypto failed to compute SHA-256")
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest.prefix(32) {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
