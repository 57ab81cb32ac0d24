#ifndef CLAYOUTSTORESQL_H
#define CLAYOUTSTORESQL_H

/// The address of `sqlite3_libversion_number` in the libsqlite3 this library is linked with.
/// LayoutSQL calls SQLite's functions directly, so an extension host must use that very
/// library; comparing this with the host's routine tells.
const void *layoutstore_linked_sqlite(void);

#endif
