import Foundation
import Testing
@testable import LayoutStorage

/// Checkpoints taken over from SQLite (``WALCheckpoints``) on a real database file: while taken
/// over, the writer's commits only grow the log; another connection's passive checkpoint copies
/// it; afterwards SQLite checkpoints automatically again. The expected frame counts follow from
/// SQLite's documented WAL behaviour (https://sqlite.org/wal.html): every commit appends at
/// least one frame, and a log is only restarted by a writer after a complete checkpoint.
@Suite struct WALCheckpointsTests {
    /// The automatic checkpoint threshold the tests set, in frames.
    private static let threshold = 4
    /// Commits the tests make, each writing a row of one page's worth of bytes.
    private static let commits = 20

    private let scratch: ScratchWriter
    private var path: String { scratch.path }
    private var writer: Database { scratch.database }

    init() throws {
        scratch = try ScratchWriter(name: "wal.sqlite", autocheckpoint: Self.threshold, createTable: "CREATE TABLE t (b BLOB NOT NULL) STRICT")
    }

    private func commitRows(_ count: Int) throws {
        for _ in 0..<count {
            try writer.write { db in
                try db.execute(sql: "INSERT INTO t (b) VALUES (?)", arguments: [.blob(Data(repeating: 7, count: 4096))])
            }
        }
    }

    /// The size of the write-ahead log file: its largest extent since it was created (a
    /// restarted log is written over from its start, not truncated).
    private func logFileBytes() throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
    }

    @Test func sqliteCheckpointsByItselfWhenNothingTakesOver() throws {
        try commitRows(Self.commits)
        // Restarted after each automatic checkpoint, the log never held all the commits' pages.
        #expect(try logFileBytes() < Self.commits * 4096)
    }

    @Test func aTakenOverLogGrowsUntilAnotherConnectionCheckpointsIt() throws {
        let checkpoints = try WALCheckpoints(of: writer)
        #expect(checkpoints.automaticThreshold == Self.threshold)
        #expect(checkpoints.logFrames == 0)
        try commitRows(Self.commits)
        #expect(checkpoints.logFrames >= Self.commits, "one frame per commit at least, none checkpointed")
        #expect(try logFileBytes() >= checkpoints.logFrames * 4096)

        let other = try Database(path: path)
        let outcome = try other.checkpointPassively()
        #expect(outcome.logFrames == checkpoints.logFrames)
        #expect(outcome.checkpointedFrames == outcome.logFrames, "no reader holds the log back")
        #expect(try other.fetchValue(Int.self, sql: "SELECT count(*) FROM t") == Self.commits)

        checkpoints.end()
        #expect(try writer.fetchValue(Int.self, sql: "PRAGMA wal_autocheckpoint") == Self.threshold)
        // Checkpointed completely, the log restarts with the writer's next transaction.
        try commitRows(1)
        #expect(try other.checkpointPassively().logFrames < Self.threshold)
    }

    @Test func aCheckpointingConnectionSyncsTheDatabaseFileItCopiedInto() throws {
        let checkpoints = try WALCheckpoints(of: writer)
        try commitRows(Self.commits)
        let other = try Database(path: path)
        #expect(try other.checkpointPassively().checkpointedFrames >= Self.commits)
        try other.syncDatabaseFile()
        checkpoints.end()
        // An in-memory database has no file open: nothing to flush, and no error.
        try Database(path: ":memory:").syncDatabaseFile()
    }

    @Test func endingHandsCheckpointsBackToSQLite() throws {
        do {
            let checkpoints = try WALCheckpoints(of: writer)
            checkpoints.end()
            checkpoints.end()
        }
        let before = try logFileBytes()
        try commitRows(Self.commits)
        #expect(try logFileBytes() < before + Self.commits * 4096, "checkpointed and restarted automatically")
        #expect(try writer.fetchValue(Int.self, sql: "PRAGMA wal_autocheckpoint") == Self.threshold)
    }
}
