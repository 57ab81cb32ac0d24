import CSQLite

/// Checkpoints of a write-ahead log taken over from SQLite for as long as this object lives
/// (or until ``end()``), so that a connection other than the writer's can run them.
///
/// By default SQLite checkpoints in the commit that grows the log past a threshold
/// (https://sqlite.org/c3ref/wal_autocheckpoint.html): the committing thread copies the log
/// into the database file and syncs it, a stall of milliseconds in the middle of a writer's
/// work. While taken over, the writer's connection runs no automatic checkpoint; instead a WAL
/// hook (https://sqlite.org/c3ref/wal_hook.html) records the frames in the log after each of
/// its commits (``logFrames``), from which the owner decides when another connection should
/// run a passive checkpoint (``Database/checkpointPassively()``) beside the writer.
public final class WALCheckpoints {
    /// The frames in the log after the writer's last commit (0 before the first).
    public private(set) var logFrames = 0
    /// The automatic checkpoint threshold the connection had, restored by ``end()``.
    public let automaticThreshold: Int
    private var database: Database?

    /// Takes over the checkpoints of `database`'s connection (its owner's thread must be the
    /// one calling this and ``end()``).
    public init(of database: Database) throws(DatabaseError) {
        automaticThreshold = Int(try database.fetchValue(Int64.self, sql: "PRAGMA wal_autocheckpoint") ?? 1000)
        self.database = database
        sqlite3_wal_hook(database.handle, { context, _, _, frames in
            Unmanaged<WALCheckpoints>.fromOpaque(context!).takeUnretainedValue().logFrames = Int(frames)
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        end()
    }

    /// Hands checkpoints back to SQLite: the connection checkpoints automatically again, at the
    /// threshold it had. Later calls do nothing.
    public func end() {
        guard let database else { return }
        self.database = nil
        // Installing the automatic checkpoint replaces this object's hook.
        sqlite3_wal_autocheckpoint(database.handle, Int32(clamping: automaticThreshold))
    }
}

extension Database {
    /// What a checkpoint did: the frames in the log and how many of them are now in the
    /// database file.
    public struct CheckpointOutcome: Sendable, Equatable {
        public var logFrames: Int
        public var checkpointedFrames: Int
    }

    /// Flushes the pages written to the database file to its device (the file's `xSync`, which
    /// for the default VFS is `fdatasync`; https://sqlite.org/c3ref/io_methods.html, reached
    /// through `SQLITE_FCNTL_FILE_POINTER`). A checkpoint syncs the file only when it copies the
    /// whole log; one that copies part of it leaves the pages it wrote to the kernel, and the
    /// next complete checkpoint flushes them all at once. An in-memory database has no file
    /// open, and nothing to flush.
    public func syncDatabaseFile() throws(DatabaseError) {
        var file: UnsafeMutablePointer<sqlite3_file>?
        let code = sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &file)
        guard code == SQLITE_OK, let file else { throw DatabaseError(code: code, connection: handle, sql: nil) }
        guard let sync = file.pointee.pMethods?.pointee.xSync else { return }
        let synced = sync(file, SQLITE_SYNC_NORMAL)
        guard synced == SQLITE_OK else { throw DatabaseError(code: synced, connection: handle, sql: nil) }
    }

    /// Copies as much of the write-ahead log into the database file as it can without waiting
    /// for readers or writers (`SQLITE_CHECKPOINT_PASSIVE`,
    /// https://sqlite.org/c3ref/wal_checkpoint_v2.html); a checkpoint already running on
    /// another connection makes it return at once with nothing done (`SQLITE_BUSY`, not an error).
    @discardableResult
    public func checkpointPassively() throws(DatabaseError) -> CheckpointOutcome {
        var logFrames: Int32 = 0
        var checkpointed: Int32 = 0
        let code = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, &logFrames, &checkpointed)
        if code == SQLITE_BUSY { return CheckpointOutcome(logFrames: 0, checkpointedFrames: 0) }
        guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: handle, sql: "PRAGMA wal_checkpoint(PASSIVE)") }
        return CheckpointOutcome(logFrames: Int(max(0, logFrames)), checkpointedFrames: Int(max(0, checkpointed)))
    }
}

@available(*, unavailable, message: "A connection has one owner")
extension WALCheckpoints: Sendable {}
