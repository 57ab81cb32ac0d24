import Testing
@testable import LayoutStorage

@Suite struct DatabaseTransactionsTests {
    struct Abort: Error, Equatable {}

    let db: Database

    init() throws {
        db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (v TEXT NOT NULL) STRICT")
    }

    func values() throws -> [String] {
        try db.fetchAll(sql: "SELECT v FROM t ORDER BY rowid").map { try $0.decode(String.self, at: 0) }
    }

    func insert(_ value: String, into db: Database) throws {
        try db.execute(sql: "INSERT INTO t (v) VALUES (?)", arguments: [.text(value)])
    }

    @Test func writeCommitsAndReturnsTheBodysResult() throws {
        let count = try db.write { db in
            try insert("a", into: db)
            return try db.fetchValue(Int.self, sql: "SELECT count(*) FROM t")
        }
        #expect(count == 1)
        #expect(!db.isInTransaction)
        #expect(try values() == ["a"])
    }

    @Test func writeRollsBackAndRethrowsTheSameError() throws {
        #expect(throws: Abort()) {
            try db.write { db in
                try insert("a", into: db)
                throw Abort()
            }
        }
        #expect(!db.isInTransaction)
        #expect(try values() == [])
    }

    @Test func writeRollsBackOnADatabaseError() throws {
        let error = #expect(throws: DatabaseError.self) {
            try db.write { db in
                try insert("a", into: db)
                try db.execute(sql: "INSERT INTO t (v) VALUES (NULL)")
            }
        }
        #expect(error?.message == "NOT NULL constraint failed: t.v")
        #expect(try values() == [])
    }

    @Test func innerSavepointRollbackKeepsOuterWork() throws {
        try db.write { db in
            try insert("outer", into: db)
            #expect(throws: Abort()) {
                try db.savepoint { db in
                    try insert("inner", into: db)
                    try db.savepoint { db in try insert("innermost", into: db) }
                    throw Abort()
                }
            }
            try db.savepoint { db in try insert("kept", into: db) }
        }
        #expect(try values() == ["outer", "kept"])
    }

    @Test func savepointOutsideATransactionCommitsOnItsOwn() throws {
        try db.savepoint { db in try insert("a", into: db) }
        #expect(!db.isInTransaction)
        #expect(try values() == ["a"])
    }

    @Test func readSeesItsOwnConnectionsData() throws {
        try insert("a", into: db)
        #expect(try db.read { db in try db.fetchValue(String.self, sql: "SELECT v FROM t") } == "a")
    }

    @Test func nestedWriteIsAnError() throws {
        let error = #expect(throws: DatabaseError.self) {
            try db.write { db in try db.write { _ in } }
        }
        #expect(error?.message == "cannot start a transaction within a transaction")
        #expect(!db.isInTransaction)
    }
}
