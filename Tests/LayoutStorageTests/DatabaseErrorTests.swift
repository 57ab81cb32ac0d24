import Testing
@testable import LayoutStorage

@Suite struct DatabaseErrorTests {
    @Test func describesAConstraintFailureWithItsSQL() throws {
        let db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE widths (name TEXT NOT NULL UNIQUE) STRICT")
        try db.execute(sql: "INSERT INTO widths (name) VALUES (?)", arguments: ["compact"])
        let error = #expect(throws: DatabaseError.self) {
            try db.execute(sql: "INSERT INTO widths (name) VALUES (?)", arguments: ["compact"])
        }
        #expect(error?.description == "SQLite error 19: UNIQUE constraint failed: widths.name - while executing `INSERT INTO widths (name) VALUES (?)`")
        #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
        #expect(error?.isConstraintViolation == true)
        #expect(error?.isBusy == false)
    }

    @Test func reportsTheFailingStatementOfAScript() throws {
        let db = try Database(path: ":memory:")
        let error = #expect(throws: DatabaseError.self) {
            try db.execute(sql: "CREATE TABLE a (x);\n  SELECT * FROM missing;\nCREATE TABLE b (x);")
        }
        #expect(error?.description == "SQLite error 1: no such table: missing - while executing `SELECT * FROM missing;\nCREATE TABLE b (x);`")
    }

    @Test func describesAnErrorWithoutSQL() {
        #expect(DatabaseError(extendedResultCode: 5).description == "SQLite error 5: database is locked")
    }
}
