import CCrypto

/// One schema migration: a `migrations/NNNN_name.sql` file, embedded into the binary.
///
/// The SQL must not open or close transactions itself: the ``Migrator`` runs each migration
/// in its own transaction.
public struct Migration: Hashable, Sendable {
    /// The version, the file's `NNNN` prefix; versions increase by migration.
    public let version: Int
    /// The name, the file name without the version prefix and `.sql`, e.g. `initial`.
    public let name: String
    /// The SQL script.
    public let sql: String
    /// The lowercase hexadecimal SHA-256 of the SQL's UTF-8 bytes, recorded when applied.
    public let checksum: String

    /// Creates a migration and computes its checksum.
    public init(version: Int, name: String, sql: String) {
        precondition(version > 0, "migration versions start at 1, got \(version) for \(name)")
        self.version = version
        self.name = name
        self.sql = sql
        self.checksum = Self.sha256Hex(of: sql)
    }

    /// The migration as its file is named, e.g. `0001_initial`.
    public var label: String {
        Self.label(version: version, name: name)
    }

    /// A version and name as the file is named, e.g. `0001_initial`.
    static func label(version: Int, name: String) -> String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "_" + name
    }

    /// SHA-256 with OpenSSL's one-shot EVP_Digest (https://docs.openssl.org/3.0/man3/EVP_DigestInit/).
    private static func sha256Hex(of text: String) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var digestLength: UInt32 = 0
        var bytes = Array(text.utf8)
        let succeeded = bytes.withUnsafeMutableBytes { buffer in
            EVP_Digest(buffer.baseAddress, buffer.count, &digest, &digestLength, EVP_sha256(), nil)
        }
        precondition(succeeded == 1 && digestLength == 32, "OpenSSL could not compute SHA-256")
        let hexDigits = Array("0123456789abcdef")
        return String(digest.prefix(32).flatMap { [hexDigits[Int($0 >> 4)], hexDigits[Int($0 & 0x0F)]] })
    }
}
