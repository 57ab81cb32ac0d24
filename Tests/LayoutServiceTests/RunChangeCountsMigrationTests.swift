import LayoutStorage
import Testing
@testable import LayoutService

/// Migration 0014 rebuilds `run_change_counts` with its kind and status checked by
/// comparisons instead of lists: a store whose runs were summed before it reads the same after,
/// and the table refuses what it refused before.
@Suite struct RunChangeCountsMigrationTests {
    private static let rows = """
        SELECT run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
        FROM run_change_counts ORDER BY run_id, kind, variant, proposal_id, status
        """

    /// A database migrated up to (not including) 0014, holding two runs' summaries.
    static func storeBefore14() throws -> Database {
        let database = try Database(path: ":memory:")
        _ = try Migrator(migrations: Migrator().migrations.filter { $0.version < 14 }).migrate(database)
        try database.execute(sql: """
            INSERT INTO engines (version, fingerprint, options, created_at) VALUES ('a', 'one', '{}', '2025-01-01T00:00:00.000Z');
            INSERT INTO runs (engine_id, filter, started_at) VALUES (1, '{}', '2025-01-02T00:00:00.000Z');
            INSERT INTO runs (engine_id, filter, started_at) VALUES (1, '{}', '2025-01-03T00:00:00.000Z');
            INSERT INTO proposals (width, height) VALUES (320, NULL);
            INSERT INTO proposals (width, height) VALUES (400, NULL);
            INSERT INTO run_change_counts VALUES (1, 'tripCard', 'compact', 1, 'changed', 12, 240, 3, 1, 17.5);
            INSERT INTO run_change_counts VALUES (1, 'tripCard', 'wide', 2, 'new', 4, 0, 0, 0, 0);
            INSERT INTO run_change_counts VALUES (1, 'viewTree', 'tree', 1, 'failed', 1, 0, 0, 0, 0);
            INSERT INTO run_change_counts VALUES (2, 'chipSet', 'chips', 2, 'changed', 7, 30, 0, 2, 0.25);
            """)
        return database
    }

    @Test func summariesWrittenBeforeReadTheSameAfter() throws {
        let database = try Self.storeBefore14()
        let before = try database.fetchAll(sql: Self.rows).map(\.values)
        #expect(before.count == 4)
        let ledger = SQLiteLedger(database: database)
        let groupsBefore = try ledger.runChangeGroups(runID: 1)
        _ = try Migrator().migrate(database)
        #expect(try database.fetchAll(sql: Self.rows).map(\.values) == before)
        #expect(try ledger.runChangeGroups(runID: 1) == groupsBefore)
        #expect(groupsBefore.map(\.scenarios) == [12, 4, 1])
        let sql = try database.fetchValue(String.self, sql: "SELECT sql FROM sqlite_schema WHERE name = 'run_change_counts'")
        #expect(sql?.contains(" IN (") == false)
        #expect(try database.fetchValue(Int.self, sql: "SELECT count(*) FROM sqlite_schema WHERE name = 'run_change_counts_checked'") == 0)
    }

    @Test func theTableRefusesWhatItRefusedBefore() throws {
        let database = try Self.storeBefore14()
        _ = try Migrator().migrate(database)
        let insert = """
            INSERT INTO run_change_counts (run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes,
                disappeared_nodes, max_delta) VALUES (2, ?, 'compact', 1, ?, 1, 0, 0, 0, 0)
            """
        for (kind, status) in [("tripcard", "new"), ("chipSet", "unchanged"), ("", "changed"), ("viewTree", "")] {
            #expect(throws: DatabaseError.self, "\(kind) \(status)") {
                try database.execute(sql: insert, arguments: [.text(kind), .text(status)])
            }
        }
        for (kind, status) in [("tripCard", "new"), ("chipSet", "changed"), ("viewTree", "failed")] {
            try database.execute(sql: insert, arguments: [.text(kind), .text(status)])
        }
        #expect(try database.fetchValue(Int.self, sql: "SELECT count(*) FROM run_change_counts WHERE run_id = 2") == 4)
        // Its foreign keys stay: a run that does not exist is refused.
        #expect(throws: DatabaseError.self) {
            try database.execute(sql: "INSERT INTO run_change_counts VALUES (9, 'tripCard', 'wide', 1, 'new', 1, 0, 0, 0, 0)")
        }
    }
}
