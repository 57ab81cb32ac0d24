import LayoutTestSupport
import LayoutService
import Testing
@testable import LayoutCLI

@Suite struct StatsCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["stats", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, StatsCommand.spec]))
        #expect(run.output.hasSuffix("EXAMPLES:\n  layoutstore stats --format table\n"))
    }

    @Test func countsRowsAndResultsPerEngine() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let run = store.run(["stats", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "figure,value")
        #expect(lines.contains("models,18"))
        #expect(lines.contains("widths,8"))
        #expect(lines.contains("results,416"))
        #expect(lines.contains("layouts computed by runs,208"))
        #expect(lines.contains("\"results of engine 1 (0.1.0 {\"\"displayScale\"\":2,\"\"textScale\"\":1})\",208"))
        #expect(lines.contains("\"results of engine 2 (0.1.0 {\"\"displayScale\"\":2,\"\"textScale\"\":1.25})\",208"))
        #expect(lines.contains { $0.hasPrefix("database bytes,") && $0 != "database bytes,0" })
    }

    /// The value of the row labelled `label` in `stats --format csv` output.
    private func figure(_ label: String, in output: String) -> String? {
        output.split(separator: "\r\n").first { $0.hasPrefix(label + ",") }.map { String($0.dropFirst(label.count + 1)) }
    }

    @Test func cacheUseIsKeptAcrossCommandsAndShownPerTier() throws {
        let store = try TemporaryStore(seeded: true)
        let before = store.run(["stats", "--format", "csv"]).output
        let computesBefore = Int(figure("layouts computed", in: before) ?? "") ?? -1
        #expect(computesBefore > 0)
        let memoryMissesBefore = Int(figure("memory cache misses", in: before) ?? "") ?? -1
        let databaseHitsBefore = Int(figure("database cache hits", in: before) ?? "") ?? -1
        #expect(store.run(["layout", "Kyoto", "--width", "iPhone SE"]).status == 0)
        #expect(store.run(["layout", "Kyoto", "--width", "iPhone SE"]).status == 0)
        let after = store.run(["stats", "--format", "csv"]).output
        #expect(figure("layouts computed", in: after) == String(computesBefore))
        #expect(figure("memory cache misses", in: after) == String(memoryMissesBefore + 2))
        #expect(figure("database cache hits", in: after) == String(databaseHitsBefore + 2))
        #expect(figure("memory cache hit rate", in: after) != nil)
        #expect(after.contains("memory cache peak bytes,"))
    }

    @Test func cacheRowsGiveHitsMissesAndRatePerTier() {
        let rows = StatsCommand.cacheRows(CacheFigures(memoryHits: 1, memoryMisses: 2, databaseHits: 0, databaseMisses: 0, computes: 5, memoryPeakBytes: 64))
        #expect(rows == [
            [.text("memory cache hits"), .integer(1)], [.text("memory cache misses"), .integer(2)],
            [.text("memory cache hit rate"), .number(0.333)],
            [.text("database cache hits"), .integer(0)], [.text("database cache misses"), .integer(0)],
            [.text("database cache hit rate"), .null],
            [.text("layouts computed"), .integer(5)], [.text("memory cache peak bytes"), .integer(64)],
        ])
    }

    @Test func aMissingStoreIsUnreadableInput() throws {
        let run = CommandRun(["--db", "/nonexistent/x.sqlite", "stats"])
        #expect(run.status == 66)
    }
}
