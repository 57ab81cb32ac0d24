// The entry point SQLite calls when it loads libLayoutStoreSQL as an extension:
// `.load libLayoutStoreSQL` in the sqlite3 shell, `--load-extension` in Datasette,
// `SELECT load_extension(…)` anywhere. SQLite derives the name sqlite3_layoutstoresql_init
// from the file name.
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

/// Registers LayoutStore's SQL functions on `db` (Swift: LayoutSQL's LayoutSQLExtension.swift).
/// `host_sqlite` is the host's sqlite3_libversion_number; on failure a message goes to `message`.
extern int layoutstore_sql_register(sqlite3 *db, const void *host_sqlite, char *message, int capacity);

int sqlite3_layoutstoresql_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
    SQLITE_EXTENSION_INIT2(api);
    char message[512] = {0};
    int code = layoutstore_sql_register(db, (const void *)api->libversion_number, message, (int)sizeof message);
    if (code != SQLITE_OK && error != 0) {
        // Allocated by the host's SQLite, which frees it.
        *error = sqlite3_mprintf("%s", message);
    }
    return code;
}
