import LayoutStorage
import Testing
@testable import LayoutService

/// Migration 0008 marks a current engine in stores made before it.
@Suite struct CurrentEngineMigrationTests {
    /// A database migrated up to (not including) 0008, holding three engines.
    static func storeBefore8() throws -> Database {
        let database = try Database(path: ":memory:")
        _ = try Migrator(migrations: Migrator().migrations.filter { $0.version < 8 }).migrate(database)
        for (version, fingerprint) in [("a", "one"), ("b", "two"), ("c", "three")] {
            try database.execute(
                sql: "INSERT INTO engines (version, fingerprint, options, created_at) VALUES (?, ?, '{}', '2025-01-01T00:00:00.000Z')",
                arguments: [.text(version), .text(fingerprint)]
            )
        }
        return database
    }

    static func current(_ database: Database) throws -> [Int64] {
        try database.fetchAll(sql: "SELECT engine_id FROM current_engine").map { try $0.decode(Int64.self, at: 0) }
    }

    @Test func theEngineOfTheNewestRunBecomesCurrent() throws {
        let database = try Self.storeBefore8()
        // Engine 2 ran last, though engine 3 is newer.
        for engine in [1, 2] {
            try database.execute(
                sql: "INSERT INTO runs (engine_id, filter, started_at) VALUES (?, '{}', '2025-01-02T00:00:00.000Z')",
                arguments: [.integer(Int64(engine))]
            )
        }
        _ = try Migrator().migrate(database)
        #expect(try Self.current(database) == [2])
    }

    @Test func withoutRunsTheNewestEngineBecomesCurrent() throws {
        let database = try Self.storeBefore8()
        _ = try Migrator().migrate(database)
        #expect(try Self.current(database) == [3])
    }

    @Test func anEmptyStoreHasNoCurrentEngineUntilItsFirstEngine() throws {
        let database = try Database(path: ":memory:")
        _ = try Migrator().migrate(database)
        #expect(try Self.current(database) == [])
        let ledger = SQLiteLedger(database: database)
        let service = try LayoutService(ledger: ledger)
        #expect(try Self.current(database) == [service.engine.id])
        // A second engine does not take over: only choosing one (engine set, recompute) does.
        let other = try LayoutService(ledger: ledger, options: .init(textScale: 2))
        #expect(try Self.current(database) == [service.engine.id])
        try other.makeCurrent(engineID: other.engine.id)
        #expect(try Self.current(database) == [other.engine.id])
    }
}
