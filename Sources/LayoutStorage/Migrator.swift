/// Brings a database's schema up to date with a list of migrations, recording each one in
/// `schema_migrations` (version, name, SHA-256 checksum, time applied) and the newest version
/// in the header's `PRAGMA user_version`.
///
/// Pending migrations are applied in version order, each in its own write transaction together
/// with its record, so a failing migration leaves nothing behind. A database whose applied
/// migrations disagree with the embedded ones (edited, unknown, or newer) is refused before
/// anything is changed.
public struct Migrator: Sendable {
    /// The migrations this migrator knows, by increasing version.
    public let migrations: [Migration]

    private static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    /// Creates a migrator for migrations with distinct versions (by default, the embedded ones).
    public init(migrations: [Migration] = EmbeddedMigrations.all) {
        let sorted = migrations.sorted { $0.version < $1.version }
        precondition(
            zip(sorted, sorted.dropFirst()).allSatisfy { $0.version < $1.version },
            "two migrations share a version: \(sorted.map(\.label))"
        )
        self.migrations = sorted
    }

    /// Reads where the database stands, without changing it (works on read-only connections).
    public func status(of database: Database) throws(MigrationError) -> MigrationStatus {
        status(applied: try appliedMigrations(in: database))
    }

    /// Where a database with these applied migrations stands, whatever its engine: which of
    /// this migrator's migrations are pending, and why it would be refused (newer, edited or
    /// unknown migrations).
    public func status(applied: [AppliedMigration]) -> MigrationStatus {
        let appliedVersions = Set(applied.map(\.version))
        return MigrationStatus(
            currentVersion: applied.last?.version ?? 0,
            latestKnownVersion: migrations.last?.version ?? 0,
            applied: applied,
            pending: migrations.filter { !appliedVersions.contains($0.version) },
            refusal: refusal(for: applied)
        )
    }

    /// Applies every pending migration in order and returns those it applied (none when up to date).
    ///
    /// Throws a refusal (``MigrationError/databaseIsNewer(databaseVersion:knownVersion:)``,
    /// ``MigrationError/checksumMismatch(applied:embedded:)``,
    /// ``MigrationError/unknownMigration(applied:)``) with nothing changed, or
    /// ``MigrationError/migrationFailed(version:name:cause:)`` after rolling that migration back
    /// (earlier migrations of the same call stay applied).
    @discardableResult
    public func migrate(_ database: Database) throws(MigrationError) -> [Migration] {
        let status = try status(of: database)
        if let refusal = status.refusal { throw refusal }
        var appliedNow: [Migration] = []
        for migration in status.pending {
            if try apply(migration, to: database) {
                appliedNow.append(migration)
            }
        }
        return appliedNow
    }

    /// Applies one migration with its record in one transaction; `false` when another
    /// connection applied it meanwhile.
    private func apply(_ migration: Migration, to database: Database) throws(MigrationError) -> Bool {
        do {
            return try database.write { db in
                try db.execute(sql: Self.createTableSQL)
                let alreadyApplied = try db.fetchValue(
                    Int.self, sql: "SELECT count(*) FROM schema_migrations WHERE version = ?",
                    arguments: [.integer(Int64(migration.version))]
                )
                guard alreadyApplied == 0 else { return false }
                do throws(DatabaseError) {
                    try db.execute(sql: migration.sql)
                } catch {
                    throw MigrationError.migrationFailed(version: migration.version, name: migration.name, cause: error)
                }
                try db.execute(
                    sql: """
                        INSERT INTO schema_migrations (version, name, checksum, applied_at)
                        VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
                        """,
                    arguments: [.integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum)]
                )
                // The header's user_version tells any SQLite tool the schema version: the newest applied.
                let newest = try db.fetchValue(Int.self, sql: "SELECT max(version) FROM schema_migrations")
                try db.execute(sql: "PRAGMA user_version = \(newest ?? migration.version)")
                return true
            }
        } catch let error as MigrationError {
            throw error
        } catch let error as DatabaseError {
            throw .database(error)
        } catch {
            preconditionFailure("unexpected error while migrating: \(error)")
        }
    }

    /// The records of `schema_migrations` by version; none when the table does not exist yet.
    private func appliedMigrations(in database: Database) throws(MigrationError) -> [AppliedMigration] {
        do throws(DatabaseError) {
            let tableCount = try database.fetchValue(
                Int.self, sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'"
            )
            guard tableCount == 1 else { return [] }
            let rows = try database.fetchAll(
                sql: "SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version"
            )
            var applied: [AppliedMigration] = []
            for row in rows {
                applied.append(AppliedMigration(
                    version: try row.decode(Int.self, at: 0),
                    name: try row.decode(String.self, at: 1),
                    checksum: try row.decode(String.self, at: 2),
                    appliedAt: try row.decode(String.self, at: 3)
                ))
            }
            return applied
        } catch {
            throw .database(error)
        }
    }

    /// The first reason to refuse a database with these applied migrations, if any.
    private func refusal(for applied: [AppliedMigration]) -> MigrationError? {
        let latestKnownVersion = migrations.last?.version ?? 0
        if let newest = applied.last, newest.version > latestKnownVersion {
            return .databaseIsNewer(databaseVersion: newest.version, knownVersion: latestKnownVersion)
        }
        let embeddedByVersion = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        for record in applied {
            guard let embedded = embeddedByVersion[record.version] else {
                return .unknownMigration(applied: record)
            }
            if embedded.checksum != record.checksum {
                return .checksumMismatch(applied: record, embedded: embedded)
            }
        }
        return nil
    }
}
