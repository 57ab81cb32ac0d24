import LayoutTestSupport
import Foundation
import Testing
@testable import LayoutStorage

@Suite struct DatabaseQueryOnlyTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A query-only connection on a file with table `t (v)` (indexed) holding 1 and 2.
    func makeQueryOnlyDatabase() throws -> Database {
        let path = directory.path("store.sqlite")
        let writer = try Database(path: path)
        try writer.execute(sql: "CREATE TABLE t (v INTEGER) STRICT")
        try writer.execute(sql: "CREATE INDEX t_by_v ON t (v)")
        try writer.execute(sql: "INSERT INTO t (v) VALUES (1), (2)")
        writer.close()
        return try Database(path: path, access: .queryOnly)
    }

    @Test func readingPragmasAreAllowedAsStatementsAndAsFunctions() throws {
        let db = try makeQueryOnlyDatabase()
        #expect(try db.fetchValue(String.self, sql: "SELECT name FROM pragma_table_info('t')") == "v")
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA table_info(t)") == 0)
        #expect(try db.fetchValue(String.self, sql: "SELECT name FROM pragma_index_list('t')") == "t_by_v")
        #expect(try db.fetchAll(sql: "PRAGMA index_list(t)").count == 1)
        #expect(try db.fetchValue(String.self, sql: "SELECT name FROM pragma_index_info('t_by_v')") == "v")
        #expect(try db.fetchValue(String.self, sql: "PRAGMA integrity_check") == "ok")
        #expect(try db.fetchValue(String.self, sql: "PRAGMA quick_check(1)") == "ok")
        #expect(try db.fetchValue(String.self, sql: "SELECT * FROM pragma_integrity_check") == "ok")
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA user_version") == 0)
    }

    @Test(arguments: [
        "PRAGMA journal_mode = DELETE", "PRAGMA writable_schema = 1", "PRAGMA query_only = 0", "PRAGMA user_version = 3",
        "PRAGMA wal_checkpoint", "PRAGMA optimize", "PRAGMA shrink_memory", "PRAGMA incremental_vacuum(1)",
        "SELECT * FROM pragma_journal_mode('delete')", "UPDATE sqlite_master SET sql = ''", "DELETE FROM t",
    ])
    func everyPragmaAssignmentAndWritingPragmaIsRefused(_ sql: String) throws {
        let db = try makeQueryOnlyDatabase()
        #expect(throws: DatabaseError.self, "\(sql)") { try db.execute(sql: sql) }
        #expect(try db.fetchValue(String.self, sql: "PRAGMA journal_mode") == "wal")
        #expect(try db.fetchValue(Int.self, sql: "PRAGMA user_version") == 0)
        #expect(try db.fetchValue(Int.self, sql: "SELECT count(*) FROM t") == 2)
    }

    @Test func pragmaDecisionsFollowNameAndValue() {
        #expect(Database.authorizeQuery(action: pragmaAction, first: "table_info", second: "results") == 0)
        #expect(Database.authorizeQuery(action: pragmaAction, first: "TABLE_INFO", second: "results") == 0)
        #expect(Database.authorizeQuery(action: pragmaAction, first: "page_size", second: nil) == 0)
        #expect(Database.authorizeQuery(action: pragmaAction, first: "page_size", second: "1024") != 0)
        #expect(Database.authorizeQuery(action: pragmaAction, first: "optimize", second: nil) != 0)
    }
}

/// SQLite's `SQLITE_PRAGMA` action code, without importing the C module into the tests.
private let pragmaAction: Int32 = 19
