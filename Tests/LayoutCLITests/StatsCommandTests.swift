import Testing
@testable import LayoutCLI

@Suite struct StatsCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["stats", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, StatsCommand.spec]))
        #expect(run.output.hasSuffix("EXAMPLES:\n  layoutstore stats --format table\n"))
    }

    @Test func countsRowsAndResultsPerEngine() throws {
        let store = try TestStoreFile()
        #expect(store.run(["recompute", "--engine-option", "chipLayout=flow", "--quiet"]).status == 0)
        let run = store.run(["stats", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "figure,value")
        #expect(lines.contains("models,18"))
        #expect(lines.contains("widths,8"))
        #expect(lines.contains("results,416"))
        #expect(lines.contains("layouts computed by runs,208"))
        #expect(lines.contains("\"results of engine 1 (0.1.0 {\"\"chipLayout\"\":\"\"guideFlow\"\",\"\"displayScale\"\":2,\"\"textScale\"\":1})\",208"))
        #expect(lines.contains("\"results of engine 2 (0.1.0 {\"\"chipLayout\"\":\"\"flow\"\",\"\"displayScale\"\":2,\"\"textScale\"\":1})\",208"))
        #expect(lines.contains { $0.hasPrefix("database bytes,") && $0 != "database bytes,0" })
    }

    @Test func aMissingStoreIsUnreadableInput() throws {
        let run = CommandRun(["--db", "/nonexistent/x.sqlite", "stats"])
        #expect(run.status == 66)
    }
}
