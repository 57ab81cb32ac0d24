#include <sqlite3.h>
#include "CLayoutStoreSQL.h"

// Compiled without sqlite3ext.h, so the name below is the linked library's function.
const void *layoutstore_linked_sqlite(void) {
    return (const void *)&sqlite3_libversion_number;
}
