import LayoutStorage

/// Brings a PostgreSQL database's schema up to date with the migrations of
/// `migrations/postgresql/` (the same numbers as SQLite's, in PostgreSQL's dialect), recording
/// each in `schema_migrations` (version, name, SHA-256 checksum, time applied).
///
/// It behaves as SQLite's ``Migrator``, whose rules it shares: pending migrations are applied in
/// version order, each in its own transaction together with its record; a database whose applied
/// migrations disagree with the embedded ones (edited, unknown, or newer) is refused before
/// anything is changed. Migrators on several machines may start at once: each migration's
/// transaction first takes a transaction-level advisory lock, so one applies it and the others
/// find it applied.
public struct PostgresMigrator: Sendable {
    /// The rules: which migrations are pending and why a database is refused.
    private let rules: Migrator

    /// The key of the advisory lock that serialises migrators (`pg_advisory_xact_lock`).
    private static let lockKey: Int64 = 0x4C61_796F_7574_5354 // "LayoutST"

    private static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version bigint PRIMARY KEY,
            name text NOT NULL,
            checksum text NOT NULL,
            applied_at text NOT NULL
        )
        """

    /// Creates a migrator for migrations with distinct versions (by default, the embedded ones).
    public init(migrations: [Migration] = EmbeddedMigrations.all) {
        rules = Migrator(migrations: migrations)
    }

    /// The migrations this migrator knows, by increasing version.
    public var migrations: [Migration] { rules.migrations }

    /// Reads where the database stands, without changing it (works in read-only transactions).
    public func status(of connection: PostgresConnection) throws(PostgresMigrationError) -> MigrationStatus {
        rules.status(applied: try appliedMigrations(in: connection))
    }

    /// Applies every pending migration in order and returns those it applied (none when up to date).
    ///
    /// Throws ``PostgresMigrationError/refused(_:)`` with nothing changed, or
    /// ``PostgresMigrationError/migrationFailed(version:name:cause:)`` after rolling that
    /// migration back (earlier migrations of the same call stay applied).
    @discardableResult
    public func migrate(_ connection: PostgresConnection) throws(PostgresMigrationError) -> [Migration] {
        let status = try status(of: connection)
        if let refusal = status.refusal { throw .refused(refusal) }
        var appliedNow: [Migration] = []
        for migration in status.pending where try apply(migration, to: connection) {
            appliedNow.append(migration)
        }
        return appliedNow
    }

    /// Applies one migration with its record in one transaction; `false` when another
    /// connection applied it meanwhile.
    private func apply(_ migration: Migration, to connection: PostgresConnection) throws(PostgresMigrationError) -> Bool {
        do {
            return try connection.write { connection in
                try connection.execute(sql: "SELECT pg_advisory_xact_lock($1)", arguments: [.integer(Self.lockKey)])
                try connection.executeScript(Self.createTableSQL)
                let alreadyApplied = try connection.fetchValue(
                    Int.self, sql: "SELECT count(*) FROM schema_migrations WHERE version = $1",
                    arguments: [.integer(Int64(migration.version))]
                )
                guard alreadyApplied == 0 else { return false }
                do throws(PostgresError) {
                    try connection.executeScript(migration.sql)
                } catch {
                    throw PostgresMigrationError.migrationFailed(version: migration.version, name: migration.name, cause: error)
                }
                try connection.execute(
                    sql: """
                        INSERT INTO schema_migrations (version, name, checksum, applied_at)
                        VALUES ($1, $2, $3, to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                        """,
                    arguments: [.integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum)]
                )
                return true
            }
        } catch let error as PostgresMigrationError {
            throw error
        } catch let error as PostgresError {
            throw .database(error)
        } catch {
            preconditionFailure("unexpected error while migrating: \(error)")
        }
    }

    /// The records of `schema_migrations` by version; none when the table does not exist yet.
    private func appliedMigrations(in connection: PostgresConnection) throws(PostgresMigrationError) -> [AppliedMigration] {
        do throws(PostgresError) {
            let tableExists = try connection.fetchValue(
                Bool.self, sql: "SELECT to_regclass('schema_migrations') IS NOT NULL"
            )
            guard tableExists == true else { return [] }
            return try connection.fetchAll(
                sql: "SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version"
            ).map { row throws(PostgresError) in
                AppliedMigration(
                    version: try row.value(Int.self, named: "version"),
                    name: try row.value(String.self, named: "name"),
                    checksum: try row.value(String.self, named: "checksum"),
                    appliedAt: try row.value(String.self, named: "applied_at")
                )
            }
        } catch {
            throw .database(error)
        }
    }
}
