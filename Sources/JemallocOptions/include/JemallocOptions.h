#ifndef JEMALLOC_OPTIONS_H
#define JEMALLOC_OPTIONS_H

/// The options the `layoutstore` executable compiles in for jemalloc (options.c): referenced
/// from main.swift, so the definition of `malloc_conf` is certainly linked into the executable.
const char *layoutstore_jemalloc_options(void);

#endif
