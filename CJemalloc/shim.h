#ifndef CJEMALLOC_SHIM_H
#define CJEMALLOC_SHIM_H

#include <stddef.h>

/// jemalloc's control interface (https://jemalloc.net/jemalloc.3.html, "mallctl"). Debian's
/// libjemalloc2 is built without a symbol prefix: linking it replaces malloc and free for the
/// whole process, which is why the `layoutstore` executable links it. Declared here rather than
/// through <jemalloc/jemalloc.h>, whose redeclarations of malloc and free would clash with the
/// C library's in Swift's module of Glibc.
int mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen);

/// The version of the jemalloc in use (`mallctl("version")`), or NULL if it cannot be read.
static inline const char *cjemalloc_version(void) {
    const char *version = NULL;
    size_t length = sizeof(version);
    if (mallctl("version", &version, &length, NULL, 0) != 0) {
        return NULL;
    }
    return version;
}

#endif
