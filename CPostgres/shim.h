#ifndef CPOSTGRES_SHIM_H
#define CPOSTGRES_SHIM_H

// libpq, PostgreSQL's C client library (https://www.postgresql.org/docs/current/libpq.html).
// The include path comes from pkg-config (`pkg-config --cflags libpq`: /usr/include/postgresql).
#include <libpq-fe.h>

#endif
