import CSQLite
import CWALWrites

extension Database {
    /// What the connection's write-ahead log asked of its file and what reached it: the writes
    /// SQLite made and the ones the file took, fewer when frames were written together
    /// (``processSettings``); nil when the log is not open through that VFS (not opened for
    /// writing, not in WAL mode, or not opened yet).
    var walWriteCounts: (requested: Int, made: Int)? {
        var counts = LSWALWriteCounts(requested: 0, made: 0)
        guard ls_wal_write_counts(handle, &counts) == SQLITE_OK else { return nil }
        return (Int(counts.requested), Int(counts.made))
    }
}
