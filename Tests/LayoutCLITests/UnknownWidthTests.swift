import LayoutTestSupport
import Testing
@testable import LayoutCLI

/// `--width NAME` with a name no stored width has: every command that takes `--width` stops
/// with exit 64, naming the width and the stored ones, and changes nothing.
@Suite struct UnknownWidthTests {
    /// The seeded widths as the message lists them, by value (from seeds/widths.json).
    static let seededWidths = "'book-narrow' (125), 'book-wide' (250), 'iPhone SE' (320), 'iPhone 15' (393), "
        + "'iPhone 15 Pro Max' (430), 'iPad mini' (744), 'iPad' (820), 'desktop-1024' (1024)"

    /// Every command taking `--width`, with what else it needs to reach the width.
    static let commands: [[String]] = [
        ["query"], ["history", "Kyoto"], ["replay"], ["approve", "-m", "m"], ["recompute"], ["layout", "Kyoto"], ["render", "Kyoto"],
        ["diff", "Kyoto", "--engines", "1", "1"],
    ]

    @Test(arguments: commands)
    func anUnknownNameIsAUsageErrorNamingTheStoredWidths(_ command: [String]) throws {
        let store = try TemporaryStore(seeded: true)
        let before = try store.snapshot()
        let run = store.run(command + ["--width", "nosuch"])
        #expect(run.status == 64, "\(command): \(run.error)")
        #expect(run.output == "")
        #expect(run.error.hasPrefix(
            "Error: Unknown width 'nosuch' for '--width': the stored widths are \(Self.seededWidths); or give a number of points.\nUsage: layoutstore \(command[0]) "
        ), "\(command)")
        #expect(try store.snapshot() == before)
    }

    @Test(arguments: commands)
    func aStoredWidthInPointsStillWorks(_ command: [String]) throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(command + ["--width", "320"])
        // diff of one engine with itself finds nothing to differ; every other command succeeds.
        #expect(run.status == 0, "\(command): \(run.error)")
    }

    @Test func recomputeTakesOnlyKnownSizeCategories() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["recompute", "--size-category", "big"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: The value 'big' is invalid for '--size-category <category>': expected one of xSmall, "))
    }
}
