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
              <width>                 The width in points, a number from 0 to 1000000000.

            OPTIONS:
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore width add 'Galaxy S24' 360

            """)
    }

    @Test func addLaysOutEveryModelAtTheNewWidth() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["width", "add", "watch", "198"])
        #expect(run.status == 0)
        #expect(run.output == "Added width watch (198 pt): laid out 32 scenarios, 32 computed (run 1).\n")
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

    /// The seeds make 32 scenarios at each width (see `addLaysOutEveryModelAtTheNewWidth`), so
    /// approving everything leaves 32 baselines at iPad's value (820 pt).
    @Test func removingAWidthThatBaselinesUseNeedsForceAndRemovesThem() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve", "-m", "all"]).status == 0)
        let before = try store.snapshot()
        let refused = store.run(["width", "remove", "iPad"])
        #expect(refused.status == 65)
        #expect(refused.error == """
            Error: Width "iPad" (820 pt) is used by 32 baselines; 'width remove --force' removes them with it, \
            and replay stops checking those scenarios.

            """)
        #expect(try store.snapshot() == before, "a refused removal writes nothing")
        #expect(store.run(["width", "list", "--format", "csv"]).output.contains("\niPad,820"))

        let forced = store.run(["width", "remove", "iPad", "--force", "--format", "json"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(forced.output.contains(#""removed_baselines": 32"#), "\(forced.output)")
        let count = store.run(["sql", "SELECT count(*) AS n FROM baselines b JOIN proposals p ON p.id = b.proposal_id WHERE p.width = 820", "--format", "csv"])
        #expect(count.output == "n\r\n0\r\n")
        let replay = store.run(["replay"])
        #expect(replay.status == 0)
        #expect(replay.error.contains("cases, "), "\(replay.error)")
        #expect(!store.run(["width", "list", "--format", "csv"]).output.contains("\niPad,"))
    }

    @Test func aWidthWhoseValueAnotherNameKeepsIsRemovedWithoutForce() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve", "-m", "all"]).status == 0)
        #expect(store.run(["width", "add", "iPad twin", "820"]).status == 0)
        let run = store.run(["width", "remove", "iPad"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Removed width iPad; the results computed at it stay stored.\n")
        let count = store.run(["sql", "SELECT count(*) AS n FROM baselines b JOIN proposals p ON p.id = b.proposal_id WHERE p.width = 820", "--format", "csv"])
        #expect(count.output == "n\r\n32\r\n")
    }

    @Test func aDuplicateOrNegativeWidthIsRefused() throws {
        let store = try TemporaryStore(seeded: true)
        let duplicate = store.run(["width", "add", "iPad", "800"])
        #expect(duplicate.status == 65)
        #expect(duplicate.error == "Error: A width named \"iPad\" already exists.\n")
        let negative = CommandRun(["width", "add", "--db", store.path, "minus", "--", "-3"])
        #expect(negative.status == 64)
        #expect(negative.error.hasPrefix("Error: The value '-3' is invalid for '<width>': expected a number from 0 to 1000000000.\n"))
    }
}
