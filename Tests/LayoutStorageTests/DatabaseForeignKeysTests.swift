import Testing
@testable import LayoutStorage

/// `Database.writeWithoutForeignKeyChecks`: SQLite's enforcement off for one write transaction,
/// on again after it whatever happens.
@Suite struct DatabaseForeignKeysTests {
    let db: Database

    init() throws {
        db = try Database(path: ":memory:")
        try db.execute(sql: """
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent (id), n INTEGER CHECK (n >= 0));
            """)
    }

    private func orphanIsRefused() -> Bool {
        do {
            try db.execute(sql: "INSERT INTO child (parent_id, n) VALUES (42, 0)", arguments: [])
            return false
        } catch {
            return error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY
        }
    }

    @Test func checksAreOffInsideAndOnAfter() throws {
        #expect(try db.enforcesForeignKeys())
        let inside = try db.writeWithoutForeignKeyChecks { db in
            try db.execute(sql: "INSERT INTO child (parent_id, n) VALUES (7, 0)", arguments: [])
            return try db.enforcesForeignKeys()
        }
        #expect(!inside)
        #expect(!db.isInTransaction)
        #expect(try db.enforcesForeignKeys())
        #expect(orphanIsRefused())
        // What the caller left unchecked is its own to answer for: the row is there.
        #expect(try db.fetchValue(Int.self, sql: "SELECT count(*) FROM child") == 1)
    }

    @Test func aFailingBodyRollsBackAndChecksAreOnAgain() throws {
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try db.writeWithoutForeignKeyChecks { db in
                try db.execute(sql: "INSERT INTO child (parent_id, n) VALUES (7, 0)", arguments: [])
                throw Refused()
            }
        }
        #expect(try db.fetchValue(Int.self, sql: "SELECT count(*) FROM child") == 0)
        #expect(try db.enforcesForeignKeys())
        #expect(orphanIsRefused())
    }

    @Test func otherConstraintsStayEnforced() throws {
        let failure = try #require(throws: DatabaseError.self) {
            try db.writeWithoutForeignKeyChecks { db in
                try db.execute(sql: "INSERT INTO child (parent_id, n) VALUES (7, -1)", arguments: [])
            }
        }
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
        #expect(try db.enforcesForeignKeys())
    }
}
