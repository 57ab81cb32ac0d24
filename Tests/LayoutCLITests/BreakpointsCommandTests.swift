import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct BreakpointsCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["breakpoints", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, BreakpointsCommand.spec]))
        #expect(run.output.hasSuffix("EXAMPLES:\n  layoutstore breakpoints Emoji --from 100 --to 400 --format table\n"))
    }

    @Test func listsEachWidthWhereChipsChangeRow() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["breakpoints", "Emoji", "--from", "100", "--to", "400", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            width,change\r
            107.5,#chips (guideFlow): rows 5 → 4\r
            107.5,#chip-3 (text): row 3 → 2\r
            107.5,#chip-4 (text): row 4 → 3\r
            115,#chips (guideFlow): rows 4 → 3\r
            115,#chip-1 (text): row 1 → 0\r
            115,#chip-2 (text): row 2 → 1\r
            115,#chip-3 (text): row 2 → 1\r
            115,#chip-4 (text): row 3 → 2\r
            187.5,#chips (guideFlow): rows 3 → 2\r
            187.5,#chip-2 (text): row 1 → 0\r
            187.5,#chip-4 (text): row 2 → 1\r
            226.5,#chip-3 (text): row 1 → 0\r
            309.5,#chips (guideFlow): rows 2 → 1\r
            309.5,#chip-4 (text): row 1 → 0\r

            """)
    }

    @Test func aRangeThatIsNotARangeIsAUsageError() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["breakpoints", "Emoji", "--from", "400", "--to", "100"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: '--from' (400) must be narrower than '--to' (100).\n"))
        let step = store.run(["breakpoints", "Emoji", "--step", "0"])
        #expect(step.status == 64)
        #expect(step.error.hasPrefix("Error: '--step' must be more than 0 points.\n"))
        let model = store.run(["breakpoints", "nobody"])
        #expect(model.status == 65)
        #expect(model.error == "Error: No model named \"nobody\".\n")
    }
}
