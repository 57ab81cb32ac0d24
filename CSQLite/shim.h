#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// sqlite3_db_config is variadic, which Swift cannot call: turns extension loading off
/// (both the SQL function and the C API). Returns an SQLite result code.
static inline int csqlite_disable_extension_loading(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, (int *)0);
}

/// sqlite3_db_config is variadic, which Swift cannot call: turns defensive mode on, which
/// forbids writes to the schema and other ways of corrupting the file. Returns an SQLite result code.
static inline int csqlite_enable_defensive_mode(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
}

/// sqlite3_config is variadic, which Swift cannot call: stops SQLite's process-wide memory
/// statistics, kept under one mutex that every allocation and free of every connection takes.
/// Only before SQLite is initialized (the first open); afterwards it changes nothing and
/// returns SQLITE_MISUSE.
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
