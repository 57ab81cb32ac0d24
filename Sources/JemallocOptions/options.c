#include "JemallocOptions.h"

// jemalloc reads the options an application compiles in from this global before those of the
// MALLOC_CONF environment variable, which can still override them
// (https://jemalloc.net/jemalloc.3.html, "TUNING"). Debian's libjemalloc2 has no symbol prefix,
// so the name is `malloc_conf`; the linker exports the executable's definition, which
// interposes on the library's empty default.
//
// percpu_arena:percpu — one arena per CPU, chosen by the CPU a thread runs on, instead of an
// arena per thread picked among 4 × CPUs. A batch's workers, writer and checkpoint thread are
// new threads on every run: with arenas per thread, a second run in the same process (a
// `layoutstore worker` taking run after run, the bench's repetitions) lands in arenas it never
// touched and faults their pages in anew. With an arena per CPU it reuses what the run before
// freed: `layoutstore bench --only batch` made 20,909 page faults before, 15,269 after.
const char *malloc_conf = "percpu_arena:percpu";

const char *layoutstore_jemalloc_options(void) {
    return malloc_conf;
}
