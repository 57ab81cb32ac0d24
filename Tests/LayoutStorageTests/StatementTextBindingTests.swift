import Testing
@testable import LayoutStorage

/// Texts bound to a statement: short ones from the statement's own slots, long ones copied by
/// SQLite; either way what is stored is what was bound, however often the statement is reused.
@Suite struct StatementTextBindingTests {
    let db: Database

    init() throws {
        db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT NOT NULL, b TEXT NOT NULL) STRICT")
    }

    private func stored() throws -> [String] {
        try db.fetchAll(sql: "SELECT a || '|' || b FROM t ORDER BY id").map { row throws(DatabaseError) in try row.decode(String.self, at: 0) }
    }

    @Test func textsOfEveryLengthAreStoredAsBoundWhenTheStatementIsReused() throws {
        let long = String(repeating: "λ", count: Statement.textSlotSize)  // twice the slot's bytes
        let exact = String(repeating: "x", count: Statement.textSlotSize)
        let rows: [(String, String)] = [("changed", "compact"), ("new", "wide"), ("", exact), (long, "é"), ("failed", "")]
        let insert = try db.prepare(sql: "INSERT INTO t (a, b) VALUES (?, ?)")
        for (a, b) in rows {
            insert.bind(a, at: 1)
            insert.bind(b, at: 2)
            try insert.execute()
        }
        #expect(try stored() == rows.map { "\($0.0)|\($0.1)" })
    }

    @Test func aTextStaysBoundWhenSQLiteRecompilesTheStatement() throws {
        let select = try db.prepare(sql: "SELECT ? || '!'")
        select.bind("kept", at: 1)
        // A schema change expires every statement; the next step recompiles it, bindings moved over.
        try db.execute(sql: "CREATE TABLE u (x)")
        #expect(try select.step())
        #expect(select.string(at: 0) == "kept!")
        select.reset()
        select.bind("again", at: 1)
        #expect(try select.step())
        #expect(select.string(at: 0) == "again!")
    }

    @Test func aBindWhileRowsArePendingFailsWithoutChangingTheRowBeingRead() throws {
        try db.execute(sql: "INSERT INTO t (a, b) VALUES ('1', '1'), ('2', '2')")
        let select = try db.prepare(sql: "SELECT ?, a FROM t ORDER BY id")
        select.bind("first", at: 1)
        #expect(try select.step())
        select.bind("second", at: 1)
        #expect(select.string(at: 0) == "first")
        #expect(throws: DatabaseError.self) { try select.step() }
    }

    @Test func constantTextsAreStoredAsBoundAndStayTextWhenEmpty() throws {
        let insert = try db.prepare(sql: "INSERT INTO t (a, b) VALUES (?, ?)")
        let rows: [(StaticString, StaticString)] = [("changed", "compact"), ("", "wide"), ("λ-é", "")]
        for (a, b) in rows {
            insert.bind(a, at: 1)
            insert.bind(b, at: 2)
            try insert.execute()
        }
        // Mixed with copied texts on the same statement, each row keeps its own.
        insert.bind("new", at: 1)
        insert.bind("chips" as StaticString, at: 2)
        try insert.execute()
        #expect(try stored() == ["changed|compact", "|wide", "λ-é|", "new|chips"])
        // Empty constants are text, not NULL (the columns are NOT NULL TEXT, STRICT).
        #expect(try db.fetchValue(Int64.self, sql: "SELECT count(*) FROM t WHERE typeof(a) = 'text' AND typeof(b) = 'text'") == 4)
    }
}
