import Foundation
import Testing
@testable import LayoutStorage

/// A writer's write-ahead log written through the VFS that gathers its frames
/// (`Sources/CWALWrites`), on real files. The log's format (https://sqlite.org/fileformat.html,
/// "The WAL File Format"): a 32-byte header, then a frame per page written, each a 24-byte
/// header and the page; SQLite writes a frame's header and its page as two writes. What must
/// hold: a commit is in the file when it returns (another connection reads it, and a copy of
/// the files taken then — what a crash leaves — recovers it), a transaction reads back what it
/// spilled, and a rolled-back one leaves nothing.
@Suite struct WALWritesTests {
    private static let pageSize = 4096
    private static let frameSize = 24 + pageSize

    private let scratch: ScratchWriter
    private var directory: TemporaryDirectory { scratch.directory }
    private var path: String { scratch.path }
    private var writer: Database { scratch.database }

    init() throws {
        // No checkpoint copies the log away: what a test reads back comes from it.
        scratch = try ScratchWriter(
            name: "gathered.sqlite", autocheckpoint: 0, createTable: "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL, b BLOB NOT NULL) STRICT"
        )
    }

    /// Inserts rows `ids`, each with v = id and a blob of `bytes` bytes of value id % 256, in the current transaction.
    private func insert(_ ids: Range<Int>, bytes: Int) throws {
        for id in ids {
            try writer.execute(
                sql: "INSERT INTO t (id, v, b) VALUES (?, ?, ?)",
                arguments: [.integer(Int64(id)), .integer(Int64(id)), .blob(Data(repeating: UInt8(id % 256), count: bytes))]
            )
        }
    }

    /// What `database` holds: its rows, their blobs' bytes, the rows whose blob starts and ends
    /// with the byte v % 256, and the sum of v.
    private static func contents(of database: Database) throws -> [Int] {
        let row = try #require(try database.fetchOne(sql: """
            SELECT count(*), coalesce(sum(length(b)), 0),
                count(*) FILTER (WHERE hex(substr(b, 1, 1)) = printf('%02X', v % 256) AND hex(substr(b, -1, 1)) = printf('%02X', v % 256)),
                coalesce(sum(v), 0)
            FROM t
            """))
        return try (0..<4).map { try row.decode(Int.self, at: $0) }
    }

    /// What ``contents(of:)`` gives for rows `ids` of `bytes` bytes as ``insert(_:bytes:)`` wrote them.
    private static func expected(_ ids: Range<Int>, bytes: Int) -> [Int] {
        [ids.count, ids.count * bytes, ids.count, ids.reduce(0, +)]
    }

    /// What a crash leaves: the database and its log copied as they are now, opened by a new
    /// connection, which recovers the log's committed frames (it has no shared memory to trust).
    private func copyAsACrashLeavesIt() throws -> Database {
        let copy = directory.path("crashed.sqlite")
        directory.removeDatabase("crashed.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        return try Database(path: copy, access: .readOnly)
    }

    @Test func aCommitsFramesReachTheLogInFewWrites() throws {
        let rows = 300
        let before = try #require(writer.walWriteCounts)
        try writer.write { _ in try insert(1..<(rows + 1), bytes: 3000) }
        let after = try #require(writer.walWriteCounts)
        // A 3000-byte row takes a page of its own: at least one frame per row.
        let logBytes = try #require(try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int)
        let frames = (logBytes - 32) / Self.frameSize
        #expect(frames >= rows)
        #expect(after.requested - before.requested >= 2 * rows, "SQLite asks for two writes a frame")
        // Gathered up to the default VFS's largest write, 31 frames of a 4 KiB page.
        #expect(after.made - before.made <= frames / 31 + 2)
        #expect(try Self.contents(of: writer) == Self.expected(1..<(rows + 1), bytes: 3000))
    }

    @Test func aCommitIsInTheFileWhenItReturns() throws {
        try writer.write { _ in try insert(1..<101, bytes: 1000) }
        let reader = try Database(path: path, access: .readOnly)
        #expect(try Self.contents(of: reader) == Self.expected(1..<101, bytes: 1000))
        try writer.write { _ in try insert(101..<151, bytes: 1000) }
        #expect(try Self.contents(of: reader) == Self.expected(1..<151, bytes: 1000))
        let crashed = try copyAsACrashLeavesIt()
        #expect(try Self.contents(of: crashed) == Self.expected(1..<151, bytes: 1000))
        #expect(try crashed.fetchAll(sql: "PRAGMA integrity_check").map { try $0.decode(String.self, at: 0) } == ["ok"])
    }

    @Test func aTransactionLargerThanItsCacheReadsBackWhatItSpilledAndRewritesIt() throws {
        // Ten pages of cache: the transaction's pages spill into the log as it goes, are read
        // back from it, and written again (in place, their frames' checksums recomputed) at commit.
        try writer.execute(sql: "PRAGMA cache_size = 10")
        try writer.write { db in
            try insert(1..<401, bytes: 1000)
            #expect(try Self.contents(of: db) == Self.expected(1..<401, bytes: 1000))
            try db.execute(sql: "UPDATE t SET v = 0, b = zeroblob(length(b)) WHERE id % 2 = 0")
            try db.execute(sql: "UPDATE t SET v = v + 256 WHERE id % 3 = 0")
        }
        // Even rows hold zeros and v = 0 (then 256 for multiples of 6); v of odd multiples of 3 grew by 256.
        let sum = (1..<401).reduce(0) { $0 + ($1 % 2 == 0 ? 0 : $1) + ($1 % 3 == 0 ? 256 : 0) }
        let expected = [400, 400_000, 400, sum]
        // Copied first: a read through the writer would write what it gathered.
        let crashed = try copyAsACrashLeavesIt()
        #expect(try Self.contents(of: crashed) == expected)
        #expect(try Self.contents(of: writer) == expected)
        #expect(try Self.contents(of: try Database(path: path, access: .readOnly)) == expected)
        #expect(try crashed.fetchAll(sql: "PRAGMA integrity_check").map { try $0.decode(String.self, at: 0) } == ["ok"])
    }

    @Test func aRolledBackTransactionLeavesNothingAndTheNextCommitStands() throws {
        try writer.execute(sql: "PRAGMA cache_size = 10")
        try writer.write { _ in try insert(1..<11, bytes: 500) }
        struct Abandoned: Error {}
        #expect(throws: Abandoned.self) {
            try writer.write { _ in
                try insert(11..<400, bytes: 1000)
                throw Abandoned()
            }
        }
        #expect(try Self.contents(of: writer) == Self.expected(1..<11, bytes: 500))
        try writer.write { _ in try insert(11..<21, bytes: 500) }
        let expected = Self.expected(1..<21, bytes: 500)
        let crashed = try copyAsACrashLeavesIt()
        #expect(try Self.contents(of: crashed) == expected)
        #expect(try Self.contents(of: try Database(path: path, access: .readOnly)) == expected)
        #expect(try crashed.fetchAll(sql: "PRAGMA integrity_check").map { try $0.decode(String.self, at: 0) } == ["ok"])
    }

    @Test func onlyAWritersLogGoesThroughTheVFS() throws {
        let reader = try Database(path: path, access: .readOnly)
        _ = try reader.fetchValue(Int.self, sql: "SELECT count(*) FROM t")
        #expect(reader.walWriteCounts == nil)
        let memory = try Database(path: ":memory:")
        #expect(memory.walWriteCounts == nil)
        #expect(writer.walWriteCounts != nil)
    }
}
