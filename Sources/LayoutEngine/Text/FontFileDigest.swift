import LayoutHashing

/// The one place font files are hashed (their content hash is part of the engine's identity),
/// with the package's one SHA-256 (`LayoutHashing`).
enum FontFileDigest {
    /// SHA-256 of `bytes`, lowercase hex.
    static func sha256(_ bytes: UnsafeRawBufferPointer) -> String {
        SHA256.hash(concatenating: bytes).hex
    }
}
