// jemalloc is the process's allocator: linking it (Debian's build has no symbol prefix) replaces
// malloc and free for every library of the process. A batch's workers allocate the pages the
// writer thread frees, which glibc's per-thread arenas serve with locking and consolidation;
// jemalloc's thread caches do not (README, "Performance": the million-scenario engine change
// took 12.3 s with glibc's malloc and 9.3 s with jemalloc). Only the executable links it: the
// SQLite extension and the test binaries keep the host's allocator.
// Its options (an arena per CPU) are compiled in: Sources/JemallocOptions/options.c.
import CJemalloc
import Foundation
import JemallocOptions
import LayoutCLI

// Keeps the compiled-in options linked (and says which they are to a debugger).
_ = layoutstore_jemalloc_options()

let status = LayoutStoreCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    io: .process()
)
exit(status)
