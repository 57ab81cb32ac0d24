import Foundation
import LayoutTestSupport
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
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve"]).status == 0)
        let run = store.run(["replay", "--format", "table"])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "replay: 208 cases, 208 passed, 0 failed (tolerance 0.01 pt).\n")
        #expect(store.run(["replay", "--format", "json"]).output == "[]\n")
    }

    @Test func failsAfterAnEngineChangeNamingTheMovedNodesWithOldAndNewFrames() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve"]).status == 0)
        let run = store.run([
            "replay", "--engine-option", "textScale=1.25", "--model", "Wider*", "--width", "book-narrow", "--format", "csv",
        ])
        #expect(run.status == 1)
        // Text 1.25 times larger: each 16 pt line grows to 20 pt, 2 pt higher in its fixed 24 pt
        // chip; "short" grows from 31 to 39 pt, the truncated title shrinks to fit its wider "…".
        #expect(run.output == """
            model,revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r
            Wider than the narrowest width,1,chips,book-narrow,0/0,chip-0,moved,"10,4 31×16","10,2 39×20",0,-2,8,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/0/background,,moved,"0,1 51×22","0,-1 59×26",0,-2,8,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/0/overlay,,moved,"0,1 51×22","0,-1 59×26",0,-2,8,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/1,chip-1,moved,"10,36 103.5×16","10,34 97.5×20",0,-2,-6,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/1/background,,moved,"0,33 123.5×22","0,31 117.5×26",0,-2,-6,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/1/overlay,,moved,"0,33 123.5×22","0,31 117.5×26",0,-2,-6,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/2,chip-2,moved,"10,68 19×16","10,66 23.5×20",0,-2,4.5,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/2/background,,moved,"0,65 39×22","0,63 43.5×26",0,-2,4.5,4\r
            Wider than the narrowest width,1,chips,book-narrow,0/2/overlay,,moved,"0,65 39×22","0,63 43.5×26",0,-2,4.5,4\r

            """)
        #expect(run.error == "replay: 1 cases, 0 passed, 1 failed (tolerance 0.01 pt).\n")
    }

    @Test func writesTheFailuresAsAReportWithTheApprovedLayoutBefore() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve"]).status == 0)
        let path = store.directory.appendingPathComponent("replay.html").path
        let run = store.run([
            "replay", "--engine-option", "textScale=1.25", "--model", "Wider*", "--width", "book-narrow", "--report", path, "--format", "csv",
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
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve", "--kind", "chipSet"]).status == 0)
        // Emoji at 1024 pt, one row: with text 1.25 times larger each chip moves right by the
        // growth of the chips before it, 4 + 14 + 12 + 4 = 34 pt at the most.
        let scenario = ["replay", "--engine-option", "textScale=1.25", "--model", "Emoji", "--width", "desktop-1024", "--quiet"]
        let strict = store.run(scenario)
        let tooTight = store.run(scenario + ["--tolerance", "33.9"])
        let lenient = store.run(scenario + ["--tolerance", "34"])
        #expect(strict.status == 1)
        #expect(tooTight.status == 1)
        #expect(lenient.status == 0)
        #expect(lenient.error == "")
    }

    @Test func withoutBaselinesThereIsNothingToCheck() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["replay", "--format", "table"])
        #expect(run.status == 0)
        #expect(run.error == "replay: no baselines to check; approve some with 'layoutstore approve'.\n")
    }

    @Test func errorsNameWhatIsWrong() throws {
        let store = try TemporaryStore(seeded: true)
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
