import Testing
@testable import LayoutStorage

/// `Database.withoutCheckConstraints`: SQLite's CHECK constraints off for `body`, on again after
/// it whatever happens, every other constraint enforced throughout.
@Suite struct DatabaseCheckConstraintsTests {
    let db: Database

    init() throws {
        db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL CHECK (n >= 0))")
    }

    private func insert(_ n: Int64) throws(DatabaseError) {
        try db.execute(sql: "INSERT INTO t (n) VALUES (?)", arguments: [.integer(n)])
    }

    private func negativeIsRefused() -> Bool {
        do {
            try insert(-1)
            return false
        } catch {
            return error.extendedResultCode == .SQLITE_CONSTRAINT_CHECK
        }
    }

    @Test func checksAreOffInsideAndOnAfter() throws {
        #expect(try db.enforcesCheckConstraints())
        #expect(negativeIsRefused())
        // The same cached statement, compiled before, inside and after.
        let inside = try db.write { db in
            try db.withoutCheckConstraints { () throws(DatabaseError) in
                try insert(-5)
                return try db.enforcesCheckConstraints()
            }
        }
        #expect(!inside)
        #expect(try db.enforcesCheckConstraints())
        #expect(negativeIsRefused())
        #expect(try db.fetchValue(Int64.self, sql: "SELECT sum(n) FROM t") == -5)
    }

    @Test func aFailingBodyLeavesChecksOn() throws {
        let failure = try #require(throws: DatabaseError.self) {
            try db.withoutCheckConstraints { () throws(DatabaseError) in
                try db.execute(sql: "INSERT INTO t (n) VALUES (NULL)", arguments: [])
            }
        }
        // NOT NULL is not a CHECK: refused inside too.
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_NOTNULL)
        #expect(try db.enforcesCheckConstraints())
        #expect(negativeIsRefused())
        #expect(try db.fetchValue(Int64.self, sql: "SELECT count(*) FROM t") == 0)
    }
}
