import LayoutHashing

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
        self.checksum = SHA256.hash(sql).hex
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
}
