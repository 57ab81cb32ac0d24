import Foundation
import Testing

/// The `layoutstore` executable runs on jemalloc (Sources/layoutstore/main.swift): jemalloc reads
/// `MALLOC_CONF` when it first serves an allocation, and with `stats_print:true` prints its
/// statistics to standard error at exit (https://jemalloc.net/jemalloc.3.html, "opt.stats_print").
/// glibc's malloc ignores the variable, so the statistics appear only if jemalloc's malloc is the
/// one the process calls.
@Suite struct AllocatorTests {
    @Test func theExecutableAllocatesThroughJemalloc() throws {
        let store = try ScratchStore()
        let statistics = ["MALLOC_CONF": "stats_print:true"]
        let seeded = try LayoutStoreProcess.run(
            ["--db", store.path, "seed", "--quiet"], directory: store.directory, extraEnvironment: statistics
        )
        #expect(seeded.status == 0, "\(seeded.error)")
        #expect(seeded.error.contains("___ Begin jemalloc statistics ___"))
        #expect(seeded.error.contains("--- End jemalloc statistics ---"))
        // The statistics name the allocations served: a seeded store is thousands of them.
        let allocated = try #require(seeded.error.split(separator: "\n").first { $0.hasPrefix("Allocated: ") })
        let bytes = try #require(Int(allocated.dropFirst("Allocated: ".count).prefix { $0.isNumber }))
        #expect(bytes > 0)
        // The options compiled into the executable (Sources/JemallocOptions/options.c) are in
        // force: one arena per CPU, where jemalloc's default is "disabled" (arenas per thread).
        #expect(seeded.error.contains("opt.percpu_arena: \"percpu\""), "\(seeded.error.prefix(2_000))")
        // MALLOC_CONF is read after them and still overrides them.
        let overridden = try LayoutStoreProcess.run(
            ["--db", store.path, "query", "--format", "csv"], directory: store.directory,
            extraEnvironment: ["MALLOC_CONF": "stats_print:true,percpu_arena:disabled"]
        )
        #expect(overridden.status == 0, "\(overridden.error)")
        #expect(overridden.error.contains("opt.percpu_arena: \"disabled\""))

        // Without the variable nothing extra is printed, and the work is the same.
        let plain = try LayoutStoreProcess.run(["--db", store.path, "query", "--format", "csv"], directory: store.directory)
        #expect(plain.status == 0, "\(plain.error)")
        #expect(!plain.error.contains("jemalloc"))
        let counted = try LayoutStoreProcess.run(
            ["--db", store.path, "query", "--format", "csv"], directory: store.directory, extraEnvironment: statistics
        )
        #expect(counted.output == plain.output)
    }
}
