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
        #expect(run.error == "replay: 256 cases, 256 passed, 0 failed (tolerance 0.01 pt).\n")
        #expect(store.run(["replay", "--format", "json"]).output == "[]\n")
    }

    @Test func failsAfterAnEngineChangeNamingTheMovedNodesWithOldAndNewFrames() throws {
        let store = try TestStoreFile()
        #expect(store.run(["approve"]).status == 0)
        let run = store.run([
            "replay", "--engine-option", "chipLayout=flow", "--model", "Wider*", "--width", "book-narrow", "--format", "csv",
        ])
        #expect(run.status == 1)
        #expect(run.output == """
            model,revision,template,width,node,id,change,old,new,dx,dy,dw,dh\r
            Wider than the narrowest width,1,chips,book-narrow,(size),,resized,125×88,362×88,,,237,0\r
            Wider than the narrowest width,1,chips,book-narrow,0,chips,moved,"0,0 125×88","0,0 362×88",0,0,237,0\r
            Wider than the narrowest width,1,chips,book-narrow,0/1,chip-1,moved,"10,36 103.5×16","10,36 342×16",0,0,238.5,0\r
            Wider than the narrowest width,1,chips,book-narrow,0/1/background,,moved,"0,33 123.5×22","0,33 362×22",0,0,238.5,0\r
            Wider than the narrowest width,1,chips,book-narrow,0/1/overlay,,moved,"0,33 123.5×22","0,33 362×22",0,0,238.5,0\r

            """)
        #expect(run.error == "replay: 1 cases, 0 passed, 1 failed (tolerance 0.01 pt).\n")
    }

    @Test func aLargeToleranceAcceptsSmallMoves() throws {
        let store = try TestStoreFile()
        #expect(store.run(["approve", "--kind", "chipSet"]).status == 0)
        // Emoji at 320 pt: only the container narrows, by 10.5 pt, under the flow layout.
        let scenario = ["replay", "--engine-option", "chipLayout=flow", "--model", "Emoji", "--width", "iPhone SE", "--quiet"]
        let strict = store.run(scenario)
        let lenient = store.run(scenario + ["--tolerance", "10.5"])
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
