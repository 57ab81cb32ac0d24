// swift-tools-version:6.0
import PackageDescription

/// LayoutStore: a SwiftUI-style layout engine, a SQLite store of every layout it produced,
/// and the `layoutstore` command line that queries, recomputes and compares them.
let package = Package(
    name: "LayoutStore",
    products: [
        .executable(name: "layoutstore", targets: ["layoutstore"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        // The SQLite extension (libLayoutStoreSQL.so): `.load` it in the sqlite3 shell.
        .library(name: "LayoutStoreSQL", type: .dynamic, targets: ["LayoutSQL"]),
    ],
    targets: [
        // System libraries (Debian packages).
        .systemLibrary(
            name: "CSQLite",
            path: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CCrypto",
            path: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // Text: shaping (HarfBuzz), font files (FreeType), UAX #14 line breaking (ICU, through a
        // small C target because ICU's C API renames its symbols by version through macros).
        .systemLibrary(
            name: "CHarfBuzz",
            path: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            path: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(name: "CLineBreak", linkerSettings: [.linkedLibrary("icuuc")]),
        .systemLibrary(
            name: "CPostgres",
            path: "CPostgres",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        // The process's allocator (jemalloc): linked by the executable only, see Sources/layoutstore.
        .systemLibrary(
            name: "CJemalloc",
            path: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            path: "CRsvg",
            pkgConfig: "cairo",
            providers: [.apt(["librsvg2-dev"])]
        ),

        // Build tools: migrations/*.sql into LayoutStorage and seeds/**/*.json into LayoutModels
        // as Swift source; the hash of the engine's own sources into LayoutEngine.
        .executableTarget(name: "EmbedderTool", dependencies: ["LayoutHashing"], path: "Plugins/EmbedderTool"),
        .plugin(name: "Embedder", capability: .buildTool(), dependencies: ["EmbedderTool"]),

        // The layers, lowest first. Nothing lower imports anything higher.
        // SHA-256 (libcrypto) and hex: below everything, so the engine hashes too.
        .target(name: "LayoutHashing", dependencies: ["CCrypto"]),
        // The engine uses the standard library, libm (rounding and trigonometry), LayoutHashing
        // (its identity, font file hashes) and the text libraries above (shaping, font files,
        // line breaking).
        .target(
            name: "LayoutEngine",
            dependencies: ["LayoutHashing", "CHarfBuzz", "CFreeType", "CLineBreak"],
            linkerSettings: [.linkedLibrary("m")],
            plugins: [.plugin(name: "Embedder")]
        ),
        .target(name: "LayoutModels", dependencies: ["LayoutEngine", "LayoutHashing"], plugins: [.plugin(name: "Embedder")]),
        // The VFS that writes a write-ahead log's frames together (LayoutStorage opens writers through it).
        .target(name: "CWALWrites", dependencies: ["CSQLite"]),
        .target(
            name: "LayoutStorage",
            dependencies: ["CSQLite", "CWALWrites", "LayoutHashing"],
            plugins: [.plugin(name: "Embedder")]
        ),
        // The PostgreSQL connection layer, its migrations (migrations/postgresql/) and the run queue.
        .target(
            name: "LayoutPostgres",
            dependencies: ["CPostgres", "LayoutStorage"],
            plugins: [.plugin(name: "Embedder")]
        ),
        // A batch page's rows handed to SQLite in place: table-valued functions over the caller's
        // memory that the SQLite ledger's page inserts select from.
        .target(name: "CPageRows", dependencies: ["CSQLite"]),
        // The service over a ledger: SQLite's (LayoutStorage) or PostgreSQL's (LayoutPostgres).
        .target(
            name: "LayoutService",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage", "LayoutPostgres", "CPageRows"]
        ),
        .target(name: "LayoutRender", dependencies: ["LayoutEngine", "CRsvg"]),
        // SQL functions over the store (layout_nodes), for `layoutstore sql` and as an SQLite
        // extension whose C entry point (sqlite3ext.h) calls into Swift.
        .target(name: "CLayoutStoreSQL", dependencies: ["CSQLite"]),
        .target(name: "LayoutSQL", dependencies: ["CLayoutStoreSQL", "LayoutEngine", "LayoutStorage", "LayoutService"]),
        .target(
            name: "LayoutBench",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage", "LayoutService", "LayoutPostgres"]
        ),
        .target(
            name: "LayoutCLI",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutService", "LayoutRender", "LayoutBench", "LayoutSQL", "LayoutPostgres"]
        ),
        // The options the executable compiles in for jemalloc (`malloc_conf`), see Sources/JemallocOptions.
        .target(name: "JemallocOptions"),
        .executableTarget(name: "layoutstore", dependencies: ["LayoutCLI", "CJemalloc", "JemallocOptions"]),

        // What every test target shares: temporary directories and stores, in-process command runs,
        // the throwaway PostgreSQL cluster.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage", "LayoutService", "LayoutCLI", "LayoutPostgres"],
            path: "Tests/LayoutTestSupport"
        ),

        // One test target per source target.
        // Fixtures are JSON data read by path (#filePath), not build inputs.
        .testTarget(name: "LayoutHashingTests", dependencies: ["LayoutHashing"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutModelsTests", dependencies: ["LayoutModels"]),
        .testTarget(name: "LayoutStorageTests", dependencies: ["LayoutStorage", "LayoutTestSupport"]),
        .testTarget(name: "LayoutServiceTests", dependencies: ["LayoutService", "LayoutStorage", "LayoutPostgres", "LayoutTestSupport"]),
        // Runs against a throwaway PostgreSQL cluster that the tests start and stop themselves.
        .testTarget(name: "LayoutPostgresTests", dependencies: ["LayoutPostgres", "LayoutStorage", "LayoutTestSupport"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutModels"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutBenchTests", dependencies: ["LayoutBench", "LayoutService", "LayoutStorage", "LayoutTestSupport"]),
        .testTarget(name: "LayoutCLITests", dependencies: ["LayoutCLI", "LayoutService", "LayoutStorage", "LayoutTestSupport", "LayoutPostgres"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSQLTests", dependencies: ["LayoutSQL", "LayoutService", "LayoutStorage"]),
        // Fuzzing and pathological inputs; atomic writes, crashes, disk faults and concurrent writers.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage", "LayoutService", "LayoutCLI", "LayoutTestSupport", "LayoutPostgres"],
            exclude: ["Regressions"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
