import LayoutTestSupport
import Testing
@testable import LayoutStorage

@Suite struct MigratorTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    let first = Migration(version: 1, name: "widths", sql: "CREATE TABLE widths (name TEXT PRIMARY KEY, points REAL NOT NULL) STRICT;")
    let second = Migration(version: 2, name: "compact", sql: "INSERT INTO widths VALUES ('compact', 320);")
    let third = Migration(version: 3, name: "regular", sql: "INSERT INTO widths VALUES ('regular', 768);")

    func tableNames(_ db: Database) throws -> [String] {
        try db.fetchAll(sql: "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
            .map { try $0.decode(String.self, at: 0) }
    }

    func widths(_ db: Database) throws -> [String] {
        try db.fetchAll(sql: "SELECT name FROM widths ORDER BY points").map { try $0.decode(String.self, at: 0) }
    }

    @Test func appliesPendingMigrationsInVersionOrder() throws {
        let db = try Database(path: ":memory:")
        let applied = try Migrator(migrations: [third, first, second]).migrate(db)
        #expect(applied.map(\.version) == [1, 2, 3])
        #expect(try widths(db) == ["compact", "regular"])
        let records = try db.fetchAll(sql: "SELECT version, name, checksum FROM schema_migrations ORDER BY version")
        #expect(records.map(\.values) == [
            [1, "widths", .text(first.checksum)],
            [2, "compact", .text(second.checksum)],
            [3, "regular", .text(third.checksum)],
        ])
        let appliedAt = try db.fetchValue(String.self, sql: "SELECT applied_at FROM schema_migrations WHERE version = 1")
        #expect(appliedAt?.hasSuffix("Z") == true)
    }

    @Test func secondRunAppliesNothing() throws {
        let db = try Database(path: ":memory:")
        let migrator = Migrator(migrations: [first, second])
        try migrator.migrate(db)
        #expect(try migrator.migrate(db).isEmpty)
        #expect(try widths(db) == ["compact"])
    }

    @Test func appliesOnlyWhatIsNewAfterAnUpgrade() throws {
        let db = try Database(path: ":memory:")
        try Migrator(migrations: [first]).migrate(db)
        #expect(try Migrator(migrations: [first, second, third]).migrate(db).map(\.version) == [2, 3])
    }

    @Test func statusListsAppliedAndPendingWithoutChangingAnything() throws {
        let db = try Database(path: ":memory:")
        let migrator = Migrator(migrations: [first, second])
        let fresh = try migrator.status(of: db)
        #expect(fresh.currentVersion == 0)
        #expect(fresh.latestKnownVersion == 2)
        #expect(fresh.pending == [first, second])
        #expect(fresh.applied.isEmpty)
        #expect(!fresh.isUpToDate)
        #expect(try tableNames(db) == [])

        try Migrator(migrations: [first]).migrate(db)
        let partly = try migrator.status(of: db)
        #expect(partly.currentVersion == 1)
        #expect(partly.applied.map(\.label) == ["0001_widths"])
        #expect(partly.pending == [second])
        #expect(partly.refusal == nil)
    }

    @Test func refusesAnEditedMigrationWithNothingChanged() throws {
        let db = try Database(path: ":memory:")
        try Migrator(migrations: [first]).migrate(db)
        let edited = Migration(version: 1, name: "widths_edited", sql: first.sql + "\n-- edited")
        let error = #expect(throws: MigrationError.self) { try Migrator(migrations: [edited, second]).migrate(db) }
        #expect(error?.description == """
            migration 0001_widths was applied with checksum \(first.checksum), \
            but this layoutstore embeds 0001_widths_edited with checksum \(edited.checksum); \
            an applied migration must never be edited: add a new migration instead
            """)
        #expect(try widths(db) == [])
        #expect(try db.fetchValue(Int.self, sql: "SELECT max(version) FROM schema_migrations") == 1)
    }

    @Test func refusesADatabaseNewerThanTheBinary() throws {
        let db = try Database(path: ":memory:")
        try Migrator(migrations: [first, second, third]).migrate(db)
        let error = #expect(throws: MigrationError.self) { try Migrator(migrations: [first]).migrate(db) }
        #expect(error == .databaseIsNewer(databaseVersion: 3, knownVersion: 1))
        #expect(error?.description == "database schema version 3 is newer than this layoutstore (knows up to 1); upgrade layoutstore")
    }

    @Test func refusesAnAppliedMigrationTheBinaryDoesNotKnow() throws {
        let db = try Database(path: ":memory:")
        try Migrator(migrations: [first, second]).migrate(db)
        let error = #expect(throws: MigrationError.self) { try Migrator(migrations: [first, third]).migrate(db) }
        #expect(error?.description == "database has migration 0002_compact, which this layoutstore does not know")
        #expect(try widths(db) == ["compact"])
    }

    @Test func failingMigrationRollsBackWholly() throws {
        let db = try Database(path: ":memory:")
        let broken = Migration(version: 2, name: "broken", sql: """
            CREATE TABLE runs (id INTEGER PRIMARY KEY);
            INSERT INTO widths VALUES ('compact', 320);
            INSERT INTO missing VALUES (1);
            """)
        let error = #expect(throws: MigrationError.self) { try Migrator(migrations: [first, broken, third]).migrate(db) }
        #expect(error?.description == "migration 0002_broken failed and was rolled back: SQLite error 1: no such table: missing - while executing `INSERT INTO missing VALUES (1);`")
        #expect(try tableNames(db) == ["schema_migrations", "widths"])
        #expect(try widths(db) == [])
        #expect(try Migrator(migrations: [first, broken, third]).status(of: db).currentVersion == 1)
    }

    @Test func firstMigrationFailingLeavesAnUntouchedDatabase() throws {
        let db = try Database(path: ":memory:")
        let broken = Migration(version: 1, name: "broken", sql: "CREATE TABLE a (x); SELECT * FROM missing;")
        #expect(throws: MigrationError.self) { try Migrator(migrations: [broken]).migrate(db) }
        #expect(try tableNames(db) == [])
    }

    @Test func statusWorksOnAReadOnlyConnection() throws {
        let path = directory.path("store.sqlite")
        try Migrator(migrations: [first]).migrate(try Database(path: path))
        let status = try Migrator(migrations: [first, second]).status(of: try Database(path: path, access: .readOnly))
        #expect(status.currentVersion == 1)
        #expect(status.pending == [second])
    }

    @Test func embeddedMigrationsHaveDistinctIncreasingVersions() {
        let versions = EmbeddedMigrations.all.map(\.version)
        #expect(versions == versions.sorted())
        #expect(Set(versions).count == versions.count)
    }
}
