#ifndef CLAYOUTSTORESQL_H
#define CLAYOUTSTORESQL_H

/// The SQLite extension's entry point (entry.c); SQLite finds it by the library's file name.
/// Declared here so the module has a public header; Swift does not call it.
int sqlite3_layoutstoresql_init(void *db, char **error, const void *api);

#endif
