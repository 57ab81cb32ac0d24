import Foundation
import Testing
@testable import LayoutModels

/// The repository's `seeds/` directory, found from this file's path.
let seedsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("seeds").path

@Suite struct EmbeddedSeedsTests {
    /// If this fails, run `bash seeds/embed.sh` and commit the regenerated file.
    @Test func embedsExactlyTheSeedFiles() throws {
        let onDisk = (FileManager.default.subpaths(atPath: seedsDirectory) ?? [])
            .filter { $0.hasSuffix(".json") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(EmbeddedSeeds.files.map(\.path) == onDisk)
        for file in EmbeddedSeeds.files {
            let contents = try String(contentsOfFile: seedsDirectory + "/" + file.path, encoding: .utf8)
            #expect(file.contents + "\n" == contents, "\(file.path) differs from its embedded copy")
        }
    }
}
