import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct BreakpointsCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["breakpoints", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, BreakpointsCommand.spec]))
        #expect(run.output.hasSuffix(
            "EXAMPLES:\n  layoutstore breakpoints Emoji --from 100 --to 400 --format table\n"
                + "  layoutstore breakpoints 'Chips article' --size-category xxxLarge --from 200 --to 430\n"
        ))
    }

    @Test func listsEachWidthWhereChipsChangeRow() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["breakpoints", "Emoji", "--from", "100", "--to", "400", "--format", "csv"])
        // Rule 11.2 by hand with chips of 35, 74, 67, 35 and 75 points (caption text from
        // hb-shape, see ReplayCommandTests) and gaps of 4: chip-3 joins chip-2's row at
        // 67 + 4 + 35 = 106, chip-1 joins chip-0 at 35 + 4 + 74 = 113, and so on.
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            width,change\r
            106,#chips (guideFlow): rows 5 → 4\r
            106,#chip-3 (text): row 3 → 2\r
            106,#chip-4 (text): row 4 → 3\r
            113,#chips (guideFlow): rows 4 → 3\r
            113,#chip-1 (text): row 1 → 0\r
            113,#chip-2 (text): row 2 → 1\r
            113,#chip-3 (text): row 2 → 1\r
            113,#chip-4 (text): row 3 → 2\r
            184,#chips (guideFlow): rows 3 → 2\r
            184,#chip-2 (text): row 1 → 0\r
            184,#chip-4 (text): row 2 → 1\r
            223,#chip-3 (text): row 1 → 0\r
            302,#chips (guideFlow): rows 2 → 1\r
            302,#chip-4 (text): row 1 → 0\r

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
