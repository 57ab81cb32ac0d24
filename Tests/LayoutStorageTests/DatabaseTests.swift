import LayoutTestSupport
import Foundation
import Testing
@testable import LayoutStorage

@Suite struct DatabaseTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A file database with one table `t (v)` holding the values given.
    func makeFileDatabase(values: [Int] = []) throws -> String {
        let path = directory.path("store.sqlite")
        let db = try Database(path: path)
        try db.execute(sql: "CREATE TABLE t (v INTEGER) STRICT")
        for value in values {
            try db.execute(sql: "INSERT INTO t (v) VALUES (?)", arguments: [.integer(Int64(value))])
        }
        db.close()
        return path
    }

    @Test func configuresEveryConnection() throws {
        let db = try Database(path: directory.path("config.sqlite"), busyTimeout: .milliseconds(1500))
        #expect(try db.fetchValue(String.self, sql: "PRAGMA journal_mode") == "wal")
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA foreign_keys") == 1)
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA synchronous") == 1)
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA busy_timeout") == 1500)
    }

    @Test func enforcesForeignKeys() throws {
        let db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (parent INTEGER REFERENCES parent(id))")
        let error = #expect(throws: DatabaseError.self) { try db.execute(sql: "INSERT INTO child VALUES (1)") }
        #expect(error?.message == "FOREIGN KEY constraint failed")
    }

    @Test func reportsLastInsertRowIDAndChanges() throws {
        let db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER); INSERT INTO t (v) VALUES (1), (1), (2)")
        #expect(db.lastInsertRowID == 3)
        try db.execute(sql: "UPDATE t SET v = 0 WHERE v = ?", arguments: [1])
        #expect(db.changes == 2)
    }

    @Test func cachedStatementIsReusedAndHandedOutReset() throws {
        let db = try Database(path: ":memory:")
        let first = try db.cachedStatement(sql: "SELECT ?")
        first.bind(7, at: 1)
        #expect(try first.step())
        let second = try db.cachedStatement(sql: "SELECT ?")
        #expect(first === second)
        #expect(try second.step())
        #expect(second.isNull(at: 0))
    }

    @Test func cachedStatementsStayOnePerSQLTextWhenManyInterleave() throws {
        let db = try Database(path: ":memory:")
        let texts = (1...7).map { "SELECT \($0), ?" }
        let first = try texts.map { try db.cachedStatement(sql: $0) }
        for round in 0..<3 {
            for (index, text) in texts.enumerated().reversed() {
                let statement = try db.cachedStatement(sql: String(text))  // an equal text, not the same string
                #expect(statement === first[index], "round \(round), \(text)")
                statement.bind(Int64(round), at: 1)
                #expect(try statement.step())
                #expect(statement.int(at: 0) == index + 1 && statement.int(at: 1) == round)
            }
        }
        let cleared = try db.cachedStatement(sql: texts[0])
        #expect(try cleared.step())
        #expect(cleared.isNull(at: 1))
    }

    @Test func refusesMoreThanOneStatementToPrepare() throws {
        let db = try Database(path: ":memory:")
        let error = #expect(throws: DatabaseError.self) { try db.prepare(sql: "SELECT 1; SELECT 2") }
        #expect(error?.message == "more than one statement: use Database.execute(sql:) for scripts")
        _ = try db.prepare(sql: "SELECT 1;  \n")
    }

    @Test func fileThatIsNotADatabaseIsReportedAsSuch() throws {
        let path = directory.path("notes.txt")
        try Data(String(repeating: "not a database, just some text\n", count: 40).utf8).write(to: URL(filePath: path))
        for access in [Database.Access.readWrite, .readOnly, .queryOnly] {
            let error = #expect(throws: DatabaseError.self) { try Database(path: path, access: access) }
            #expect(error?.isNotADatabase == true)
            #expect(error?.description == "SQLite error 26: file is not a database - while executing `SELECT count(*) FROM sqlite_schema`")
        }
    }

    @Test func missingFileCannotBeOpenedReadOnly() throws {
        let error = #expect(throws: DatabaseError.self) { try Database(path: directory.path("missing.sqlite"), access: .readOnly) }
        #expect(error?.resultCode == .SQLITE_CANTOPEN)
    }

    @Test func readOnlyConnectionRefusesWrites() throws {
        let db = try Database(path: try makeFileDatabase(values: [1]), access: .readOnly)
        #expect(try db.fetchValue(Int.self, sql: "SELECT count(*) FROM t") == 1)
        let error = #expect(throws: DatabaseError.self) { try db.execute(sql: "INSERT INTO t (v) VALUES (2)") }
        #expect(error?.isReadOnly == true)
    }

    @Test func queryOnlyConnectionReadsButRefusesWritesAttachAndPragmaChanges() throws {
        let db = try Database(path: try makeFileDatabase(values: [1, 2]), access: .queryOnly)
        #expect(try db.fetchValue(Int.self, sql: "SELECT sum(v) FROM t") == 3)
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA query_only") == 1)
        let refused = [
            "INSERT INTO t (v) VALUES (3)",
            "DELETE FROM t",
            "CREATE TABLE u (x)",
            "ATTACH DATABASE '\(directory.path("other.sqlite"))' AS other",
            "PRAGMA query_only = 0",
            "SELECT load_extension('x')",
        ]
        for sql in refused {
            let error = #expect(throws: DatabaseError.self, "\(sql)") { try db.execute(sql: sql) }
            #expect(error?.message.hasPrefix("not authorized") == true, "\(sql)")
            #expect(error?.resultCode == .SQLITE_AUTH, "\(sql)")
        }
        #expect(try db.fetchValue(Int.self, sql: "SELECT count(*) FROM t") == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.path("other.sqlite")))
    }

    @Test func readerSeesLastCommitWhileWriterWrites() throws {
        let path = try makeFileDatabase(values: [1])
        let writer = try Database(path: path)
        let reader = try Database(path: path)
        let countSQL = "SELECT count(*) FROM t"
        try reader.read { reader in
            #expect(try reader.fetchValue(Int.self, sql: countSQL) == 1)
            try writer.write { writer in
                try writer.execute(sql: "INSERT INTO t (v) VALUES (2)")
                #expect(try reader.fetchValue(Int.self, sql: countSQL) == 1)
            }
            #expect(try reader.fetchValue(Int.self, sql: countSQL) == 1)
        }
        #expect(try reader.fetchValue(Int.self, sql: countSQL) == 2)
    }

    @Test func secondWriterWaitsForTheBusyTimeoutThenFailsAsBusy() throws {
        let path = try makeFileDatabase()
        let first = try Database(path: path)
        let second = try Database(path: path, busyTimeout: .milliseconds(300))
        try first.execute(sql: "BEGIN IMMEDIATE")
        let clock = ContinuousClock()
        let start = clock.now
        let error = #expect(throws: DatabaseError.self) { try second.write { _ in } }
        let waited = clock.now - start
        #expect(error?.isBusy == true)
        #expect(error?.description == "SQLite error 5: database is locked - while executing `BEGIN IMMEDIATE`")
        // Only a lower bound: the second writer must have waited, however slow the machine.
        #expect(waited >= .milliseconds(250))
        try first.execute(sql: "COMMIT")
        try second.write { db in try db.execute(sql: "INSERT INTO t (v) VALUES (1)") }
    }

    @Test func closeIsIdempotent() throws {
        let db = try Database(path: ":memory:")
        _ = try db.cachedStatement(sql: "SELECT 1")
        db.close()
        db.close()
    }
}
