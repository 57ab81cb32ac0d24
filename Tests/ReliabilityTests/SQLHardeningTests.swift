import Foundation
import LayoutStorage
import Testing

/// `sql` cannot write, attach or load native code whatever SQL it is given (issue 8,
/// "Concurrency"); LayoutCLITests covers the plain writing statements, these are the sly ones.
@Suite struct SQLHardeningTests {
    /// A seeded store shared by the tests: none of them may change it.
    static func seededStore() throws -> ScratchStore {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        _ = try store.checkpointedBytes()
        return store
    }

    static let stray = FileManager.default.temporaryDirectory.appendingPathComponent("layoutstore-sql-hardening-\(getpid())").path

    @Test(arguments: [
        "SELECT 1; DELETE FROM models",
        "PRAGMA query_only = OFF; DELETE FROM models",
        "/* only a comment */ DELETE FROM models",
        "-- a comment hides nothing\nDELETE FROM models",
        "WITH x AS (SELECT 1) INSERT INTO widths (name, width, proposal_id) SELECT 'x', 1, 1 FROM x",
        "WITH d AS (DELETE FROM models RETURNING id) SELECT * FROM d",
        "INSERT INTO models (name, kind, created_at) VALUES ('x', 'chipSet', 'now') ON CONFLICT DO NOTHING RETURNING id",
        "REPLACE INTO widths (id, name, width, proposal_id) SELECT id, name, 1, proposal_id FROM widths",
        "UPDATE sqlite_dbpage SET data = zeroblob(4096) WHERE pgno = 1",
        "SELECT writefile('\(stray)', 'owned')",
        "VACUUM INTO '\(stray)'",
        "ATTACH '\(stray)' AS other",
        "ATTACH ':memory:' AS other",
        "DETACH main",
        "PRAGMA writable_schema = ON",
        "PRAGMA query_only = 0",
        "PRAGMA main.user_version = 7",
        "PRAGMA temp_store_directory = '/tmp'",
        "PRAGMA wal_checkpoint(TRUNCATE)",
        "PRAGMA incremental_vacuum",
        "SELECT * FROM pragma_journal_mode('DELETE')",
        "SELECT * FROM pragma_writable_schema(1)",
        "SELECT load_extension('/usr/lib/x86_64-linux-gnu/libsqlite3.so.0')",
        "BEGIN EXCLUSIVE",
        "CREATE TEMP TRIGGER t AFTER INSERT ON models BEGIN SELECT 1; END",
        "CREATE VIRTUAL TABLE temp.t USING fts4(x)",
    ])
    func refusesEveryWayToWriteAndChangesNoByte(_ statement: String) throws {
        let store = try Self.seededStore()
        let bytes = try store.rawBytes()
        let outcome = store.run(["sql", "--", statement])
        #expect(outcome.status == 65, "\(outcome.error)")
        #expect(outcome.output == "")
        #expect(outcome.error.hasPrefix("Error: The statement was refused: ") || outcome.error.hasPrefix("Error: The SQL is not valid: ")
                || outcome.error.hasPrefix("Error: 'sql' runs exactly one statement: "), "\(outcome.error)")
        #expect(try store.rawBytes() == bytes)
        #expect(!FileManager.default.fileExists(atPath: Self.stray))
        #expect(try store.count("SELECT count(*) FROM models") == 24)
    }

    /// Whether this SQLite has FTS3 with its `fts3_tokenizer()` function (Debian's does).
    static let hasFTS3Tokenizer: Bool = {
        guard let database = try? Database(path: ":memory:") else { return false }
        return (try? database.execute(sql: "SELECT fts3_tokenizer('simple')")) != nil
    }()

    /// Debian's SQLite enables the two-argument `fts3_tokenizer(name, pointer)`, which registers
    /// a tokenizer at an arbitrary address (native code, as an extension would load), while the
    /// one-argument form leaks a pointer: the query-only authorizer refuses the function.
    @Test(.enabled(if: hasFTS3Tokenizer), arguments: ["SELECT fts3_tokenizer('evil', x'4141414141414141')", "SELECT fts3_tokenizer('simple')"])
    func refusesFTS3TokenizerPointers(_ statement: String) throws {
        let store = try Self.seededStore()
        let bytes = try store.rawBytes()
        let outcome = store.run(["sql", "--", statement])
        #expect(outcome.status == 65, "\(outcome.output)")
        #expect(try store.rawBytes() == bytes)
    }

    @Test func queriesCannotBuildHugeValues() throws {
        let store = try Self.seededStore()
        let refused = store.run(["sql", "--", "SELECT length(randomblob(1000000000))"])
        #expect(refused.status == 65, "\(refused.error)")
        #expect(refused.error.contains("too big"), "\(refused.error)")
        let allowed = store.run(["sql", "--format", "csv", "--", "SELECT length(randomblob(1000000))"])
        #expect(allowed.status == 0, "\(allowed.error)")
    }

    @Test func readingPragmasAndPlainQueriesStillWork() throws {
        let store = try Self.seededStore()
        let bytes = try store.rawBytes()
        for statement in ["PRAGMA temp.page_size", "PRAGMA table_info(models)", "SELECT count(*) FROM models /* ; DELETE FROM models */"] {
            let outcome = store.run(["sql", "--format", "csv", "--", statement])
            #expect(outcome.status == 0, "\(statement): \(outcome.error)")
        }
        #expect(try store.rawBytes() == bytes)
    }
}
