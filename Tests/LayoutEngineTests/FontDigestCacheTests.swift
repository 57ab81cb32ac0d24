import Foundation
import Testing
@testable import LayoutEngine

/// Font digests kept between processes (`FontDigestCache`): a face's digest is the file's
/// SHA-256 as `sha256sum` prints it, taken from the cache while the file's `stat` is unchanged,
/// computed again once the file changes, and never entered for a file changed just now.
@Suite struct FontDigestCacheTests {
    /// A fresh folder holding a copy of DejaVu Sans, and a cache folder path inside it.
    private func copiedFont() throws -> (folder: URL, font: String, cache: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-digests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let font = folder.appendingPathComponent("DejaVuSans.ttf").path
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: font)
        return (folder, font, folder.appendingPathComponent("cache/layoutstore").path)
    }

    /// The SHA-256 of the file at `path` as coreutils' `sha256sum` prints it: the independent source.
    private func sha256sum(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: output, as: UTF8.self).prefix(64))
    }

    /// The cache file's lines.
    private func cacheLines(_ cache: FontDigestCache) -> [String] {
        ((try? String(contentsOfFile: cache.path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func aFacesDigestIsTheFilesSHA256WithOrWithoutACache() throws {
        let (folder, font, cacheFolder) = try copiedFont()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try sha256sum(font)
        #expect(expected.count == 64)
        #expect(try FontFace(path: font, digestCache: nil).contentHash == expected)
        #expect(try FontFace(path: font, digestCache: FontDigestCache(directory: cacheFolder, settledAfter: 0)).contentHash == expected)
        // A collection's digest covers the whole file, not only the face asked for.
        let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        #expect(try FontFace(path: collection, faceIndex: 1, digestCache: nil).contentHash == (try sha256sum(collection)))
    }

    @Test func aSettledFilesDigestIsReadFromTheCacheUntilTheFileChanges() throws {
        let (folder, font, cacheFolder) = try copiedFont()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FontDigestCache(directory: cacheFolder, settledAfter: 0)
        let expected = try sha256sum(font)
        #expect(try FontFace(path: font, digestCache: cache).contentHash == expected)
        let lines = cacheLines(cache)
        try #require(lines.count == 1)
        #expect(lines[0].hasPrefix(expected + " ") && lines[0].hasSuffix(" " + font))

        // The entry is what a second load uses: a digest planted there is believed.
        let planted = String(repeating: "0", count: 64)
        try (planted + lines[0].dropFirst(64) + "\n").write(toFile: cache.path, atomically: true, encoding: .utf8)
        #expect(try FontFace(path: font, digestCache: cache).contentHash == planted)

        // Touching the file changes its times: the digest is computed again and entered.
        let earlier = Date().addingTimeInterval(-60)
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: font)
        #expect(try FontFace(path: font, digestCache: cache).contentHash == expected)
        #expect(cacheLines(cache).count == 1 && cacheLines(cache)[0].hasPrefix(expected + " "))
    }

    @Test func aFileChangedJustNowIsNotEntered() throws {
        let (folder, font, cacheFolder) = try copiedFont()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The copy was made a moment ago: under an hour's settling it is not entered.
        let cache = FontDigestCache(directory: cacheFolder, settledAfter: 3600)
        #expect(try FontFace(path: font, digestCache: cache).contentHash == (try sha256sum(font)))
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }

    @Test func aMalformedOrUnwritableCacheIsOnlyIgnored() throws {
        let (folder, font, cacheFolder) = try copiedFont()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try sha256sum(font)
        let cache = FontDigestCache(directory: cacheFolder, settledAfter: 0)
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try "not a digest line\n\(String(repeating: "z", count: 64)) 1 2 3 4 5 /x\n".write(toFile: cache.path, atomically: true, encoding: .utf8)
        #expect(try FontFace(path: font, digestCache: cache).contentHash == expected)
        // The malformed lines are dropped when the cache is written again.
        #expect(cacheLines(cache).count == 1 && cacheLines(cache)[0].hasPrefix(expected + " "))

        // A cache folder that cannot be made (a file stands in its way): the digest is still computed.
        let blocked = folder.appendingPathComponent("blocked").path
        try "a file".write(toFile: blocked, atomically: true, encoding: .utf8)
        let unwritable = FontDigestCache(directory: blocked + "/layoutstore", settledAfter: 0)
        #expect(try FontFace(path: font, digestCache: unwritable).contentHash == expected)
        #expect(!FileManager.default.fileExists(atPath: unwritable.path))
    }

    @Test func aUsersCacheFollowsXDGThenHome() {
        #expect(FontDigestCache.forUser(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.directory == "/c/layoutstore")
        #expect(FontDigestCache.forUser(environment: ["HOME": "/h"])?.directory == "/h/.cache/layoutstore")
        // A relative XDG_CACHE_HOME is invalid by the XDG base directory specification.
        #expect(FontDigestCache.forUser(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"])?.directory == "/h/.cache/layoutstore")
        #expect(FontDigestCache.forUser(environment: [:]) == nil)
    }
}
