import Foundation
import Testing
@testable import LayoutCLI

@Suite struct ReportCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["report", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, ReportCommand.spec]))
        #expect(run.output.hasSuffix("EXAMPLES:\n  layoutstore report --run 3 --out report.html\n"))
    }

    @Test func writesOneSelfContainedPageWithEachChangedScenarioSideBySide() throws {
        let store = try TestStoreFile()
        #expect(store.run(["recompute", "--engine-option", "chipLayout=flow", "--kind", "chipSet", "--quiet"]).status == 0)
        let path = store.directory.appendingPathComponent("report.html").path
        let run = store.run(["report", "--run", "1", "--out", path])
        #expect(run.status == 0)
        #expect(run.output == "")
        // Progress (not a terminal: a plain line at each tenth), then the status line.
        #expect(run.error.hasPrefix("report: 5/48 (10%)\n"))
        #expect(run.error.hasSuffix("report: 48/48 done in 0:00\nWrote \(path): 48 changed scenarios\n"))
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.contains(#"<table class="summary">"#))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 2 * 48)
        #expect(html.contains("Wider than the narrowest width r1 (chips) at book-narrow"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link") && !html.contains("src=") && !html.contains("url("))
    }

    @Test func errorsNameTheRunOrTheFile() throws {
        let store = try TestStoreFile()
        let unknown = store.run(["report", "--run", "5", "--out", store.directory.appendingPathComponent("r.html").path])
        #expect(unknown.status == 65)
        #expect(unknown.error == "Error: No run 5.\n")
        let missing = store.run(["report", "--run", "1"])
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("Error: Missing expected option '--out <file>'.\n"))
        #expect(store.run(["recompute", "--quiet"]).status == 0)
        let unwritable = store.run(["report", "--run", "1", "--out", "/nonexistent/r.html"])
        #expect(unwritable.status == 74)
        #expect(unwritable.error.hasSuffix("\nError: Cannot write '/nonexistent/r.html': No such file or directory.\n"))
    }
}
