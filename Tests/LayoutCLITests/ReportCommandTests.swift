import LayoutTestSupport
import Foundation
import LayoutEngine
import Testing
@testable import LayoutCLI

@Suite struct ReportCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["report", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, ReportCommand.spec]))
        #expect(run.output.hasSuffix("EXAMPLES:\n  layoutstore report --run 3 --out report/index.html\n"))
    }

    @Test func writesAnIndexAndPagesOfScenariosInThePreviewStyle() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--kind", "chipSet", "--quiet"]).status == 0)
        let path = store.directory.appendingPathComponent("report.html").path
        let run = store.run(["report", "--run", "1", "--out", path, "--page-size", "20"])
        #expect(run.status == 0)
        #expect(run.output == "")
        // Every chip set but the empty one changes with larger text: 5 sets at 8 widths.
        // Progress (not a terminal: a plain line at each tenth), then the status line.
        #expect(run.error.hasPrefix("report: 4/40 (10%)\n"))
        #expect(run.error.contains("report: 40/40 done in "))
        #expect(run.error.hasSuffix("\nWrote \(path) and 2 pages beside it: 40 changed or new scenarios\n"))
        let index = try String(contentsOfFile: path, encoding: .utf8)
        #expect(index.contains(#"<table class="summary">"#))
        #expect(index.contains(#"<table class="groups">"#))
        #expect(!index.contains("<svg "))
        var sections = 0
        for number in ["001", "002"] {
            let page = try String(contentsOfFile: store.directory.appendingPathComponent("report-\(number).html").path, encoding: .utf8)
            sections += page.components(separatedBy: "<section class=\"scenario").count - 1
            #expect(!page.contains("<link") && !page.contains("src=") && !page.contains("url("))
            #expect(page.components(separatedBy: "<script>").count <= 2)
        }
        #expect(sections == 40)
        let first = try String(contentsOfFile: store.directory.appendingPathComponent("report-001.html").path, encoding: .utf8)
        #expect(first.contains("class=\"layout preview\""))
        #expect(first.contains("engine 2: \(Engine.version) (textScale=1.25, displayScale=2)"))
        // Chips are drawn from their model's tree: capsules filled, text in the caption style's 12 pt.
        #expect(first.contains("font-size=\"12\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path).filter { $0.contains(".tmp-") }.isEmpty)
    }

    @Test func rejectsAPageSizeBelowOne() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["report", "--run", "1", "--out", store.directory.appendingPathComponent("r.html").path, "--page-size", "0"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: '--page-size <n>' must be at least 1, not 0.\n"))
    }

    @Test func errorsNameTheRunOrTheFile() throws {
        let store = try TemporaryStore(seeded: true)
        let unknown = store.run(["report", "--run", "5", "--out", store.directory.appendingPathComponent("r.html").path])
        #expect(unknown.status == 65)
        #expect(unknown.error == "Error: No run 5.\n")
        let missing = store.run(["report", "--run", "1"])
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("Error: Missing expected option '--out <file>'.\n"))
        #expect(store.run(["recompute", "--quiet"]).status == 0)
        let unwritable = store.run(["report", "--run", "1", "--out", "/nonexistent/r.html"])
        #expect(unwritable.status == 74)
        // The folder is checked before any page is drawn, so nothing is written (nor computed).
        #expect(unwritable.error == "Error: Cannot write '/nonexistent/r.html': No such file or directory.\n")
    }
}
