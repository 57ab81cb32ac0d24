// A VFS over the process's default one that writes a write-ahead log's frames to the file
// together, not two system calls a frame.
//
// SQLite writes each frame of its log as two writes: the 24-byte frame header, then the page
// after it. A page commit of a batch appends hundreds of frames, and each write goes through
// the kernel's whole write path (locks, page-cache look-ups, block reservation) for a few
// bytes or one page. Through this VFS the log's appends that continue one another are
// gathered in memory and written by one write when the run is broken, when the buffer is full,
// and — always before SQLite makes the frames visible to other connections (it publishes them
// in the shared-memory index, not through the file, right after writing the commit frame) —
// once a commit frame's page is gathered. A write over what was written before (a frame
// written again in its transaction, the frame headers SQLite gives new checksums after the
// commit frame) goes to the file at once, after what is gathered. A read of what is gathered,
// a sync, a truncation or a size query writes it first, so SQLite sees the file it wrote.
// Every other file (the database, its shared memory) is the default VFS's own, unchanged.
//
// What reaches the file, and in what order, is what SQLite wrote; only the number of writes
// differs. Frames gathered and not yet written belong to a transaction not yet committed: a
// crash loses them as it loses such a transaction.
#include "CWALWrites.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// How many bytes are gathered at most: the most the default VFS writes in one call (it
/// writes less than 128 KiB a call), 31 frames of 4 KiB pages.
#define GATHER_CAPACITY (128 * 1024 - 1)
#define WAL_HEADER_SIZE 32
#define FRAME_HEADER_SIZE 24

typedef struct LogFile {
    sqlite3_file base;
    /// The default VFS's file, after this struct (in the same allocation).
    sqlite3_file *real;
    /// The bytes gathered, to go to the file at `start`.
    unsigned char *buffer;
    sqlite3_int64 start;
    int length;
    /// The log's page size, from its header (0: not known yet, so nothing is gathered).
    int page_size;
    /// The end of the furthest write to the log since its header was written: a write that
    /// starts before it rewrites what SQLite wrote before (a frame written again in its
    /// transaction, frame headers given new checksums), and is written at once, in order.
    sqlite3_int64 end;
    /// The end of a commit frame gathered (0: none): the gathered bytes are written once they reach it.
    sqlite3_int64 commit_end;
    LSWALWriteCounts counts;
} LogFile;

static sqlite3_vfs vfs;
static sqlite3_vfs *real_vfs;
static const sqlite3_io_methods log_methods;

#define ROUND8(n) (((n) + 7) & ~7)

static uint32_t big_endian(const unsigned char *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | (uint32_t)bytes[3];
}

/// The page size a log header names; 0 when `bytes` is not a log header.
static int header_page_size(const unsigned char *bytes) {
    uint32_t magic = big_endian(bytes);
    if (magic != 0x377f0682 && magic != 0x377f0683) return 0;
    uint32_t size = big_endian(bytes + 8);
    if (size < 512 || size > 65536 || (size & (size - 1)) != 0) return 0;
    return (int)size;
}

/// Writes `amount` bytes at `offset` to the file itself; an SQLite result code.
static int write_through(LogFile *file, const void *data, int amount, sqlite3_int64 offset) {
    file->counts.made++;
    return file->real->pMethods->xWrite(file->real, data, amount, offset);
}

/// Writes what is gathered; an SQLite result code.
static int flush(LogFile *file) {
    if (file->length == 0) return SQLITE_OK;
    int length = file->length;
    file->length = 0;
    if (file->commit_end != 0 && file->commit_end <= file->start + length) file->commit_end = 0;
    return write_through(file, file->buffer, length, file->start);
}

/// Notes a commit frame whose header lies in the write of `amount` bytes at `offset` (being
/// gathered): frames follow the log header, one every page and frame header, and a commit
/// frame's header holds the database's size in pages after the commit (its second word), any
/// other frame's 0.
static void note_commit(LogFile *file, const unsigned char *data, int amount, sqlite3_int64 offset) {
    sqlite3_int64 frame_size = file->page_size + FRAME_HEADER_SIZE;
    sqlite3_int64 first = offset <= WAL_HEADER_SIZE ? 0 : (offset - WAL_HEADER_SIZE + frame_size - 1) / frame_size;
    for (sqlite3_int64 frame = first;; frame++) {
        sqlite3_int64 frame_offset = WAL_HEADER_SIZE + frame * frame_size;
        if (frame_offset + 8 > offset + amount) break;
        if (big_endian(data + (frame_offset - offset) + 4) != 0) file->commit_end = frame_offset + frame_size;
    }
}

static int log_write(sqlite3_file *base, const void *data, int amount, sqlite3_int64 offset) {
    LogFile *file = (LogFile *)base;
    file->counts.requested++;
    if (offset == 0 && amount >= WAL_HEADER_SIZE) {
        // A new log: its header, then frames from the start again.
        int code = flush(file);
        if (code != SQLITE_OK) return code;
        file->page_size = header_page_size(data);
        file->end = 0;
        file->commit_end = 0;
    }
    int appends = offset >= file->end;
    if (offset + amount > file->end) file->end = offset + amount;
    if (file->length > 0 && (offset != file->start + file->length || file->length + amount > GATHER_CAPACITY)) {
        int code = flush(file);
        if (code != SQLITE_OK) return code;
    }
    // Gathered: appends to a log whose frames can be told apart, each well under the buffer's size.
    if (!appends || file->page_size == 0 || amount > GATHER_CAPACITY / 2) return write_through(file, data, amount, offset);
    if (file->buffer == NULL) {
        file->buffer = sqlite3_malloc(GATHER_CAPACITY);
        if (file->buffer == NULL) return write_through(file, data, amount, offset);
    }
    if (file->length == 0) file->start = offset;
    memcpy(file->buffer + file->length, data, (size_t)amount);
    file->length += amount;
    if (offset + amount > WAL_HEADER_SIZE) note_commit(file, data, amount, offset);
    // A commit's frames are in the file before SQLite makes them visible, right after this write.
    if (file->commit_end != 0 && file->start + file->length >= file->commit_end) return flush(file);
    return SQLITE_OK;
}

static int log_read(sqlite3_file *base, void *data, int amount, sqlite3_int64 offset) {
    LogFile *file = (LogFile *)base;
    // Only what lies before the gathered bytes reads the same without them.
    if (file->length > 0 && offset + amount > file->start) {
        int code = flush(file);
        if (code != SQLITE_OK) return code;
    }
    return file->real->pMethods->xRead(file->real, data, amount, offset);
}

static int log_close(sqlite3_file *base) {
    LogFile *file = (LogFile *)base;
    int code = flush(file);
    sqlite3_free(file->buffer);
    file->buffer = NULL;
    int closed = file->real->pMethods->xClose(file->real);
    return code != SQLITE_OK ? code : closed;
}

static int log_truncate(sqlite3_file *base, sqlite3_int64 size) {
    LogFile *file = (LogFile *)base;
    int code = flush(file);
    return code != SQLITE_OK ? code : file->real->pMethods->xTruncate(file->real, size);
}

static int log_sync(sqlite3_file *base, int flags) {
    LogFile *file = (LogFile *)base;
    int code = flush(file);
    return code != SQLITE_OK ? code : file->real->pMethods->xSync(file->real, flags);
}

static int log_file_size(sqlite3_file *base, sqlite3_int64 *size) {
    LogFile *file = (LogFile *)base;
    int code = flush(file);
    return code != SQLITE_OK ? code : file->real->pMethods->xFileSize(file->real, size);
}

static int log_lock(sqlite3_file *base, int lock) {
    LogFile *file = (LogFile *)base;
    return file->real->pMethods->xLock(file->real, lock);
}

static int log_unlock(sqlite3_file *base, int lock) {
    LogFile *file = (LogFile *)base;
    return file->real->pMethods->xUnlock(file->real, lock);
}

static int log_check_reserved_lock(sqlite3_file *base, int *reserved) {
    LogFile *file = (LogFile *)base;
    return file->real->pMethods->xCheckReservedLock(file->real, reserved);
}

static int log_file_control(sqlite3_file *base, int op, void *argument) {
    LogFile *file = (LogFile *)base;
    if (op == LS_WAL_WRITES_FCNTL_COUNTS) {
        *(LSWALWriteCounts *)argument = file->counts;
        return SQLITE_OK;
    }
    int code = flush(file);
    return code != SQLITE_OK ? code : file->real->pMethods->xFileControl(file->real, op, argument);
}

static int log_sector_size(sqlite3_file *base) {
    LogFile *file = (LogFile *)base;
    return file->real->pMethods->xSectorSize(file->real);
}

static int log_device_characteristics(sqlite3_file *base) {
    LogFile *file = (LogFile *)base;
    return file->real->pMethods->xDeviceCharacteristics(file->real);
}

// Version 1: a log file is never mapped into memory nor used as shared memory.
static const sqlite3_io_methods log_methods = {
    .iVersion = 1,
    .xClose = log_close,
    .xRead = log_read,
    .xWrite = log_write,
    .xTruncate = log_truncate,
    .xSync = log_sync,
    .xFileSize = log_file_size,
    .xLock = log_lock,
    .xUnlock = log_unlock,
    .xCheckReservedLock = log_check_reserved_lock,
    .xFileControl = log_file_control,
    .xSectorSize = log_sector_size,
    .xDeviceCharacteristics = log_device_characteristics,
};

/// Opens a log as a `LogFile` over the default VFS's file; any other file is the default VFS's own.
static int vfs_open(sqlite3_vfs *self, const char *name, sqlite3_file *base, int flags, int *out_flags) {
    (void)self;
    if ((flags & SQLITE_OPEN_WAL) == 0) return real_vfs->xOpen(real_vfs, name, base, flags, out_flags);
    LogFile *file = (LogFile *)base;
    memset(file, 0, sizeof *file);
    file->real = (sqlite3_file *)((char *)base + ROUND8(sizeof(LogFile)));
    int code = real_vfs->xOpen(real_vfs, name, file->real, flags, out_flags);
    if (code != SQLITE_OK) {
        // SQLite closes nothing whose open failed.
        file->base.pMethods = NULL;
        return code;
    }
    file->base.pMethods = &log_methods;
    // A log that exists already keeps its page size in its header.
    sqlite3_int64 size = 0;
    unsigned char header[WAL_HEADER_SIZE];
    if (file->real->pMethods->xFileSize(file->real, &size) == SQLITE_OK && size >= WAL_HEADER_SIZE
        && file->real->pMethods->xRead(file->real, header, WAL_HEADER_SIZE, 0) == SQLITE_OK) {
        file->page_size = header_page_size(header);
    }
    return SQLITE_OK;
}

int ls_wal_writes_register(void) {
    if (real_vfs != NULL) return SQLITE_OK;
    sqlite3_vfs *fallback = sqlite3_vfs_find(NULL);
    if (fallback == NULL) return SQLITE_ERROR;
    // Every other method is the default VFS's, called with its own data (`pAppData`, sizes).
    vfs = *fallback;
    vfs.pNext = NULL;
    vfs.zName = LS_WAL_WRITES_VFS;
    int own = ROUND8((int)sizeof(LogFile)) + fallback->szOsFile;
    vfs.szOsFile = own > fallback->szOsFile ? own : fallback->szOsFile;
    vfs.xOpen = vfs_open;
    real_vfs = fallback;
    int code = sqlite3_vfs_register(&vfs, 0);
    if (code != SQLITE_OK) real_vfs = NULL;
    return code;
}

int ls_wal_write_counts(sqlite3 *db, LSWALWriteCounts *counts) {
    sqlite3_file *log = NULL;
    int code = sqlite3_file_control(db, "main", SQLITE_FCNTL_JOURNAL_POINTER, &log);
    if (code != SQLITE_OK) return code;
    if (log == NULL || log->pMethods != &log_methods) return SQLITE_NOTFOUND;
    return log_file_control(log, LS_WAL_WRITES_FCNTL_COUNTS, counts);
}
