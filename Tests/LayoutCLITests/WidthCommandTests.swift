import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct WidthCommandTests {
    @Test func printsWidthAddHelpVerbatim() {
        let run = CommandRun(["width", "add", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Add a named width and lay every model out at it.

            USAGE: layoutstore width add <name> <width> [--engine-option <key=value> ...]
                   [options]

            ARGUMENTS:
              <name>                  The width's name, e.g. 'iPhone SE'.
              <width>                 The width in points, a number ≥ 0.

            OPTIONS:
              --db <path>             The database file. (default: $LAYOUTSTORE_DB, else
                                      ./layoutstore.sqlite)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale.
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              -h, --help              Show help information.

            EXAMPLES:
              layoutstore width add 'Galaxy S24' 360

            """)
    }

    @Test func addLaysOutEveryModelAtTheNewWidth() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["width", "add", "watch", "198"])
        #expect(run.status == 0)
        #expect(run.output == "Added width watch (198 pt): laid out 26 scenarios, 26 computed (run 1).\n")
        let listed = store.run(["width", "list", "--format", "csv"])
        #expect(listed.output.hasPrefix("name,width\r\nbook-narrow,125\r\nwatch,198\r\nbook-wide,250\r\n"))
    }

    @Test func removeKeepsResultsAndAnUnknownWidthIsBadData() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["width", "remove", "iPad"]).output == "Removed width iPad; the results computed at it stay stored.\n")
        let again = store.run(["width", "remove", "iPad"])
        #expect(again.status == 65)
        #expect(again.error == "Error: No width named \"iPad\".\n")
    }

    @Test func aDuplicateOrNegativeWidthIsRefused() throws {
        let store = try TemporaryStore(seeded: true)
        let duplicate = store.run(["width", "add", "iPad", "800"])
        #expect(duplicate.status == 65)
        #expect(duplicate.error == "Error: A width named \"iPad\" already exists.\n")
        let negative = CommandRun(["width", "add", "--db", store.path, "minus", "--", "-3"])
        #expect(negative.status == 64)
        #expect(negative.error.hasPrefix("Error: The value '-3' is invalid for '<width>': expected a number ≥ 0.\n"))
    }
}
