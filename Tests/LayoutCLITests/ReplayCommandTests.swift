import Foundation
import Testing
@testable import LayoutCLI

@Suite struct ReplayCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["replay", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, ReplayCommand.spec]))
        #expect(run.output.contains("EXAMPLES:\n  layoutstore replay\n"))
        #expect(run.output.contains("--tolerance <points>    Coordinates closer than this many points count as\n                          equal. (default: 0.01)"))
    }

    @Test func passesOnAFreshBaselineAndSaysSoOnStandardError() throws {
        let store = try TestStoreFile()
        #expect(store.run(["approve"]).status == 0)
        let run = store.run(["replay", "--format", "table"])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "replay: 208 cases, 208 passed, 0 failed (tolerance 0.01 pt).\n")
        #expect(store.run(["replay", "--format", "json"]).output == "[]\n")
    }

    @Test func failsAfterAnEngineChangeNamingTheMovedNodesWithOldAndNewFrames() throws {
        let store = try TestStoreFile()
        #expect(store.run(["approve"]).status == 0)
        let run = store.run([
            "replay", "--engine-option", "chipLayout=flow", "--model", "Wider*", "--width", "book-narrow", "--format", "csv",
        ])
        // By hand from hb-shape over Inter Regular (2816 units per em) at caption (12 pt): the
        // long title is 320.16 → 320.5 wide on one line; cut to fit 125 − 20 it is
        // "A chip whose titl…", 103.86 → 104. The flow lets the chip (text + 20) be 340.5 wide.
        #expect(run.status == 1)
        #expect(run.output == """
            model,revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r
            Wider than the narrowest width,1,chips,book-narrow,(size),,resized,125×88,340.5×88,,,215.5,0\r
            Wider than the narrowest width,1,chips,book-narrow,0,chips,moved,"0,0 125×88","0,0 340.5×88",0,0,215.5,0\r
            Wider than the narrowest width,1,chips,book-narrow,0/1,chip-1,moved,"10,36 104×16","10,36 320.5×16",0,0,216.5,0\r
            Wider than the narrowest width,1,chips,book-narrow,0/1/background,,moved,"0,33 124×22","0,33 340.5×22",0,0,216.5,0\r
            Wider than the narrowest width,1,chips,book-narrow,0/1/overlay,,moved,"0,33 124×22","0,33 340.5×22",0,0,216.5,0\r

            """)
        #expect(run.error == "replay: 1 cases, 0 passed, 1 failed (tolerance 0.01 pt).\n")
    }

    @Test func writesTheFailuresAsAReportWithTheApprovedLayoutBefore() throws {
        let store = try TestStoreFile()
        #expect(store.run(["approve"]).status == 0)
        let path = store.directory.appendingPathComponent("replay.html").path
        let run = store.run([
            "replay", "--engine-option", "chipLayout=flow", "--model", "Wider*", "--width", "book-narrow", "--report", path, "--format", "csv",
        ])
        #expect(run.status == 1)
        #expect(run.error == "Wrote \(path)\nreplay: 1 cases, 0 passed, 1 failed (tolerance 0.01 pt).\n")
        let index = try String(contentsOfFile: path, encoding: .utf8)
        #expect(index.contains("<h1>Replay: 1 of 1 baselines differ</h1>"))
        let page = try String(contentsOfFile: store.directory.appendingPathComponent("replay-001.html").path, encoding: .utf8)
        #expect(page.contains("id=\"s-wider-than-the-narrowest-width-r1-chips-width-book-narrow\""))
        #expect(page.contains("<figure class=\"before\">") && page.contains("<figure class=\"after\">"))
        // The chip that widened is outlined on both sides and in the difference view.
        #expect(page.components(separatedBy: "<rect class=\"mark moved\" data-path=\"0/1\"").count - 1 == 3)
    }

    @Test func aLargeToleranceAcceptsSmallMoves() throws {
        let store = try TestStoreFile()
        #expect(store.run(["approve", "--kind", "chipSet"]).status == 0)
        // Emoji at 320 pt: only the container narrows, by 18 pt, under the flow layout: chips of
        // 35, 74, 67, 35 and 75 (text by hand from hb-shape: an emoji 2550/2048 em, " Beach"
        // 9088/2816 em, " Food" 7440/2816 em, " Family" 9384/2816 em, at 12 pt, rounded up
        // to the half point, plus 20) and four gaps of 4 make a row of 302.
        let scenario = ["replay", "--engine-option", "chipLayout=flow", "--model", "Emoji", "--width", "iPhone SE", "--quiet"]
        let strict = store.run(scenario)
        let lenient = store.run(scenario + ["--tolerance", "18"])
        #expect(strict.status == 1)
        #expect(lenient.status == 0)
        #expect(lenient.error == "")
    }

    @Test func withoutBaselinesThereIsNothingToCheck() throws {
        let store = try TestStoreFile()
        let run = store.run(["replay", "--format", "table"])
        #expect(run.status == 0)
        #expect(run.error == "replay: no baselines to check; approve some with 'layoutstore approve'.\n")
    }

    @Test func errorsNameWhatIsWrong() throws {
        let store = try TestStoreFile()
        let badTolerance = store.run(["replay", "--tolerance", "-1"])
        #expect(badTolerance.status == 64)
        #expect(badTolerance.error.hasPrefix("Error: The value '-1' is invalid for '--tolerance <points>': expected a number ≥ 0.\n"))
        let unknownWidth = store.run(["replay", "--width", "watch"])
        #expect(unknownWidth.status == 65)
        #expect(unknownWidth.error == "Error: No width named \"watch\".\n")
        let missing = CommandRun(["--db", "/nonexistent/store.sqlite", "replay"])
        #expect(missing.status == 66)
        #expect(missing.error == "Error: No database at '/nonexistent/store.sqlite'; create one with 'layoutstore init --db /nonexistent/store.sqlite'.\n")
    }
}
