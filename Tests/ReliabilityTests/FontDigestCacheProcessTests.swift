import Foundation
import Testing

/// The command line keeps font digests in the user's cache (`$XDG_CACHE_HOME/layoutstore/
/// font-digests`) and believes them while the files are unchanged: each process hashes fonts
/// once, so this runs the binary.
@Suite struct FontDigestCacheProcessTests {
    /// The default fonts, as the engine loads them.
    private static let defaultFonts = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// `sha256sum`'s digest of each of `paths`, by path: the independent source.
    private func sha256sums(_ paths: [String]) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var sums: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            sums[String(parts[1].drop { $0 == " " || $0 == "*" })] = String(parts[0])
        }
        return sums
    }

    @Test func theFirstCommandEntersEachDefaultFontAndLaterOnesBelieveTheEntries() throws {
        let store = try ScratchStore()
        let cacheHome = store.directory.appendingPathComponent("cache")
        let environment = ["XDG_CACHE_HOME": cacheHome.path]
        let cacheFile = cacheHome.appendingPathComponent("layoutstore/font-digests").path

        let first = try LayoutStoreProcess.run(["--version"], directory: store.directory, extraEnvironment: environment)
        #expect(first.status == 0)
        let entries = try String(contentsOfFile: cacheFile, encoding: .utf8).split(separator: "\n")
        #expect(entries.count == Self.defaultFonts.count)
        let sums = try sha256sums(Self.defaultFonts)
        #expect(sums.count == Self.defaultFonts.count)
        for path in Self.defaultFonts {
            let entry = entries.first { $0.hasSuffix(" " + path) }
            #expect(entry.map { String($0.prefix(64)) } == sums[path], "\(path)")
        }
        // Without a cache the digests are computed: the same fingerprint.
        let uncached = try LayoutStoreProcess.run(["--version"], directory: store.directory)
        #expect(uncached.output == first.output)
        #expect(try LayoutStoreProcess.run(["--version"], directory: store.directory, extraEnvironment: environment).output == first.output)

        // An entry is believed as it stands: a planted digest changes the engine's fingerprint…
        let planted = entries.map { $0.hasSuffix(" " + Self.defaultFonts[0]) ? String(repeating: "0", count: 64) + $0.dropFirst(64) : $0 }
        try (planted.joined(separator: "\n") + "\n").write(toFile: cacheFile, atomically: true, encoding: .utf8)
        let believed = try LayoutStoreProcess.run(["--version"], directory: store.directory, extraEnvironment: environment)
        #expect(believed.status == 0 && believed.output != first.output)
        // …and deleting the cache is always safe.
        try FileManager.default.removeItem(atPath: cacheFile)
        #expect(try LayoutStoreProcess.run(["--version"], directory: store.directory, extraEnvironment: environment).output == first.output)
    }
}
