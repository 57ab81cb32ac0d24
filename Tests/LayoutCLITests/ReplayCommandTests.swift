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
        #expect(run.error == "replay: 256 cases, 256 passed, 0 failed (tolerance 0.01 pt).\n")
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
        // chip. Widths by hand from hb-shape over Inter Regular (2816 units per em), rounded up
        // to the half point: "short" 6984 units, 29.76 → 30 at caption 12 pt, 37.20 → 37.5 at
        // 15 pt; "tail" 3948 units, 16.82 → 17 and 21.03 → 21.5. The long title is cut to fit
        // 125 − 20 = 105 with "…" (2312 units): "A chip whose titl…" (24372 units) 103.86 → 104
        // at 12 pt, "A chip whos…" (18524 units) 98.67 → 99 at 15 pt ("A chip whose…" would be
        // 107.4). Background and overlay are the text plus 10 + 10 by the text plus 3 + 3.
        #expect(run.output == """
            model,revision,current_revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/0,chip-0,moved,"10,4 30×16","10,2 37.5×20",0,-2,7.5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/0/background,,moved,"0,1 50×22","0,-1 57.5×26",0,-2,7.5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/0/overlay,,moved,"0,1 50×22","0,-1 57.5×26",0,-2,7.5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/1,chip-1,moved,"10,36 104×16","10,34 99×20",0,-2,-5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/1/background,,moved,"0,33 124×22","0,31 119×26",0,-2,-5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/1/overlay,,moved,"0,33 124×22","0,31 119×26",0,-2,-5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/2,chip-2,moved,"10,68 17×16","10,66 21.5×20",0,-2,4.5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/2/background,,moved,"0,65 37×22","0,63 41.5×26",0,-2,4.5,4\r
            Wider than the narrowest width,1,1,chips,book-narrow,0/2/overlay,,moved,"0,65 37×22","0,63 41.5×26",0,-2,4.5,4\r

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
        // Emoji at 1024 pt, one row. By hand from hb-shape: an emoji is 2550/2048 em (Noto Color
        // Emoji), " Beach" 9088/2816 em, " Food" 7440/2816 em, " Family" 9384/2816 em (Inter
        // Regular); at caption 12 pt, rounded up to the half point, plus 20 of padding, the chips
        // (in priority order ⛰️, 🏖️ Beach, 🍜 Food, 🎒, 👨‍👩‍👧 Family) are 35, 74, 67, 35, 75;
        // with text 1.25 times larger (15 pt) 39, 87.5, 78.5, 39, 89. Each chip moves right by
        // the growth of the chips before it (gaps of 4): 4 + 13.5 + 11.5 + 4 = 33 pt at the most
        // (the widest growth of a chip itself is 14).
        let scenario = ["replay", "--engine-option", "textScale=1.25", "--model", "Emoji", "--width", "desktop-1024", "--quiet"]
        let strict = store.run(scenario)
        let tooTight = store.run(scenario + ["--tolerance", "32.9"])
        let lenient = store.run(scenario + ["--tolerance", "33"])
        #expect(strict.status == 1)
        #expect(tooTight.status == 1)
        #expect(lenient.status == 0)
        #expect(lenient.error == "")
    }

    @Test func withoutBaselinesThereIsNothingToCheck() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["replay", "--format", "table"])
        #expect(run.status == 0)
        #expect(run.error == """
            replay: 256 scenarios have no baseline (not checked; 'layoutstore approve' adds them).
            replay: no baselines to check; approve some with 'layoutstore approve'.

            """)
    }

    /// A view tree whose one colour is `width` × 40 pt in a fixed frame: at any container width
    /// the container is exactly that size (rule 4.1: a fixed frame takes its own size).
    private func box(_ width: Int) -> String {
        #"{"kind": "viewTree", "name": "box", "tree": {"type": "color", "id": "card", "modifiers": [{"frame": {"width": \#(width), "height": 40}}]}}"#
    }

    @Test func aModelChangedSinceItsApprovalFailsNamingBothRevisions() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "125"]).status == 0)
        #expect(store.run(["model", "put", try store.file("box1.json", box(100))]).status == 0)
        #expect(store.run(["approve", "-m", "first"]).status == 0)
        #expect(store.run(["replay"]).status == 0)
        #expect(store.run(["model", "put", try store.file("box2.json", box(120))]).status == 0)

        let run = store.run(["replay", "--format", "csv"])
        #expect(run.status == 1)
        let rows = run.output.components(separatedBy: "\r\n")
        #expect(rows.first == "model,revision,current_revision,template,width,node,id,change,old,new,dx,dy,dw,dh")
        // The container and the colour grow from 100×40 to 120×40: dw 20, nothing else moves.
        #expect(rows.contains("box,1,2,tree,narrow,(size),,resized,100×40,120×40,,,20,0"), "\(run.output)")
        #expect(rows.contains { $0.hasPrefix("box,1,2,tree,narrow,") && $0.contains(",card,") && $0.hasSuffix(#""0,0 100×40","0,0 120×40",0,0,20,0"#) }, "\(run.output)")
        #expect(run.error == "replay: 1 cases, 0 passed, 1 failed, 1 of them models changed since approval (tolerance 0.01 pt).\n")

        let json = store.run(["replay", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.output.contains(#""current_revision": 2"#) && json.output.contains(#""revision": 1"#), "\(json.output)")

        let engineOnly = store.run(["replay", "--approved-revisions", "--format", "csv"])
        #expect(engineOnly.status == 0, "\(engineOnly.error)")
        #expect(engineOnly.output == "model,revision,current_revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r\n")
        #expect(engineOnly.error == "replay: 1 cases, 1 passed, 0 failed (tolerance 0.01 pt).\n")

        let path = store.directory.appendingPathComponent("replay.html").path
        let report = store.run(["replay", "--report", path, "--quiet"])
        #expect(report.status == 1)
        let index = try String(contentsOfFile: path, encoding: .utf8)
        #expect(index.contains("box (approved r1, current r2)"), "the report names both revisions")

        // Approving the current state makes the replay pass again.
        #expect(store.run(["approve", "-m", "second"]).status == 0)
        #expect(store.run(["replay"]).status == 0)
    }

    @Test func scenariosWithoutABaselineAreListedWithoutFailing() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "125"]).status == 0)
        #expect(store.run(["width", "add", "wide", "600"]).status == 0)
        #expect(store.run(["model", "put", try store.file("box.json", box(100))]).status == 0)
        #expect(store.run(["approve", "-m", "first", "--width", "narrow"]).status == 0)
        let label = #"{"kind": "viewTree", "name": "label", "tree": {"type": "text", "text": "Hi"}}"#
        #expect(store.run(["model", "put", try store.file("label.json", label)]).status == 0)

        let run = store.run(["replay", "--format", "csv"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == """
            model,revision,current_revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r
            box,,1,tree,wide,,,no baseline,,,,,,\r
            label,,1,tree,narrow,,,no baseline,,,,,,\r
            label,,1,tree,wide,,,no baseline,,,,,,\r

            """)
        #expect(run.error == """
            replay: 3 scenarios have no baseline (not checked; 'layoutstore approve' adds them).
            replay: 1 cases, 1 passed, 0 failed (tolerance 0.01 pt).

            """)
        let narrowOnly = store.run(["replay", "--width", "narrow", "--model", "box", "--format", "csv"])
        #expect(narrowOnly.output == "model,revision,current_revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r\n")
    }

    @Test func errorsNameWhatIsWrong() throws {
        let store = try TemporaryStore(seeded: true)
        let badTolerance = store.run(["replay", "--tolerance", "-1"])
        #expect(badTolerance.status == 64)
        #expect(badTolerance.error.hasPrefix("Error: The value '-1' is invalid for '--tolerance <points>': expected a number from 0 to 1000000000.\n"))
        let unknownWidth = store.run(["replay", "--width", "watch"])
        #expect(unknownWidth.status == 64)
        #expect(unknownWidth.error.hasPrefix("Error: Unknown width 'watch' for '--width': the stored widths are \(UnknownWidthTests.seededWidths); or give a number of points.\n"))
        let missing = CommandRun(["--db", "/nonexistent/store.sqlite", "replay"])
        #expect(missing.status == 66)
        #expect(missing.error == "Error: No database at '/nonexistent/store.sqlite'; create one with 'layoutstore init --db /nonexistent/store.sqlite'.\n")
    }
}
