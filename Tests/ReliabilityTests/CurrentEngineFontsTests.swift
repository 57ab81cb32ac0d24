import Foundation
import Testing

/// A current engine whose font folder has gone since it was chosen: each process loads fonts
/// once, so this runs the binary (in-process runs would find the fonts cached).
@Suite struct CurrentEngineFontsTests {
    @Test func isExplainedAndCanBeReplaced() throws {
        let store = try ScratchStore()
        let fonts = store.directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: fonts.appendingPathComponent("DejaVuSans.ttf").path
        )
        let db = ["--db", store.path]
        #expect(try LayoutStoreProcess.run(db + ["seed", "--quiet"], directory: store.directory).status == 0)
        #expect(try LayoutStoreProcess.run(db + ["engine", "set", "--engine-option", "fonts=\(fonts.path)"], directory: store.directory).status == 0)
        try FileManager.default.removeItem(at: fonts)

        let layout = try LayoutStoreProcess.run(db + ["layout", "Kyoto", "--width", "320"], directory: store.directory)
        #expect(layout.status == 66)
        #expect(layout.error.hasPrefix("Error: The current engine's fonts do not load (Cannot read the font '\(fonts.path)'"))
        #expect(layout.error.hasSuffix("); choose another with 'layoutstore engine set' or give --engine-option.\n"))
        #expect(layout.output == "")
        // The way out: engine show and use open the store with the options given, not the current ones.
        #expect(try LayoutStoreProcess.run(db + ["engine", "show"], directory: store.directory).status == 0)
        #expect(try LayoutStoreProcess.run(db + ["engine", "use", "1"], directory: store.directory).status == 0)
        #expect(try LayoutStoreProcess.run(db + ["layout", "Kyoto", "--width", "320"], directory: store.directory).status == 0)
    }
}
