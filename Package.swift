// swift-tools-version:6.0
import PackageDescription

/// LayoutStore: a SwiftUI-style layout engine, a SQLite store of every layout it produced,
/// and the `layoutstore` command line that queries, recomputes and compares them.
let package = Package(
    name: "LayoutStore",
    products: [
        .executable(name: "layoutstore", targets: ["layoutstore"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
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
        // The engine uses only the standard library and LayoutHashing; libm gives it rounding and trigonometry.
        // SHA-256 (libcrypto) and hex: below everything, so the engine hashes too.
        .target(name: "LayoutHashing", dependencies: ["CCrypto"]),
        .target(
            name: "LayoutEngine", dependencies: ["LayoutHashing"], linkerSettings: [.linkedLibrary("m")],
            plugins: [.plugin(name: "Embedder")]
        ),
        .target(name: "LayoutModels", dependencies: ["LayoutEngine", "LayoutHashing"], plugins: [.plugin(name: "Embedder")]),
        .target(
            name: "LayoutStorage",
            dependencies: ["CSQLite", "LayoutHashing"],
            plugins: [.plugin(name: "Embedder")]
        ),
        .target(
            name: "LayoutService",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage"]
        ),
        .target(name: "LayoutRender", dependencies: ["LayoutEngine", "CRsvg"]),
        .target(
            name: "LayoutBench",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage", "LayoutService"]
        ),
        .target(
            name: "LayoutCLI",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutService", "LayoutRender", "LayoutBench"]
        ),
        .executableTarget(name: "layoutstore", dependencies: ["LayoutCLI"]),

        // What every test target shares: temporary directories and stores, in-process command runs.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutService", "LayoutCLI"],
            path: "Tests/LayoutTestSupport"
        ),

        // One test target per source target.
        // Fixtures are JSON data read by path (#filePath), not build inputs.
        .testTarget(name: "LayoutHashingTests", dependencies: ["LayoutHashing"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutModelsTests", dependencies: ["LayoutModels"]),
        .testTarget(name: "LayoutStorageTests", dependencies: ["LayoutStorage", "LayoutTestSupport"]),
        .testTarget(name: "LayoutServiceTests", dependencies: ["LayoutService", "LayoutStorage", "LayoutTestSupport"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutModels"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutBenchTests", dependencies: ["LayoutBench", "LayoutService", "LayoutStorage", "LayoutTestSupport"]),
        .testTarget(name: "LayoutCLITests", dependencies: ["LayoutCLI", "LayoutService", "LayoutStorage", "LayoutTestSupport"], exclude: ["Fixtures"]),
        // Fuzzing and pathological inputs; atomic writes, crashes, disk faults and concurrent writers.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["LayoutEngine", "LayoutModels", "LayoutStorage", "LayoutService", "LayoutCLI", "LayoutTestSupport"],
            exclude: ["Regressions"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
