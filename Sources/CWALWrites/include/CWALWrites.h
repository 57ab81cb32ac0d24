#ifndef CWALWRITES_H
#define CWALWRITES_H

#include <sqlite3.h>

/// The name of the VFS that gathers a write-ahead log's appends (wal_writes.c): pass it to
/// `sqlite3_open_v2` after ``ls_wal_writes_register()``.
#define LS_WAL_WRITES_VFS "layoutstore-wal-writes"

/// Registers the VFS over the process's default one (not as the default); later calls do
/// nothing. An SQLite result code.
int ls_wal_writes_register(void);

/// What a write-ahead log opened through the VFS wrote to its file.
typedef struct LSWALWriteCounts {
    /// The writes SQLite asked for.
    sqlite3_int64 requested;
    /// The writes made to the file (each one or more of the requested, end to end).
    sqlite3_int64 made;
} LSWALWriteCounts;

/// The file control, on a log's file (`SQLITE_FCNTL_JOURNAL_POINTER` gives it), that fills
/// the `LSWALWriteCounts` its argument points to; SQLITE_NOTFOUND on a file the VFS did not open.
#define LS_WAL_WRITES_FCNTL_COUNTS 0x4c5357

/// Fills `counts` for the write-ahead log of `db`'s main database; SQLITE_NOTFOUND when it has
/// none open through the VFS.
int ls_wal_write_counts(sqlite3 *db, LSWALWriteCounts *counts);

#endif
