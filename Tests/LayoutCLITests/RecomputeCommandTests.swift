import LayoutTestSupport
import LayoutEngine
import Testing
@testable import LayoutCLI

@Suite struct RecomputeCommandTests {
    @Test func printsRecomputeHelpVerbatim() {
        let run = CommandRun(["recompute", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Lay out every scenario with the current engine and compare with
            another engine.

            Scenarios are the current revision of every model (or those the filters select)
            at every named width, laid out on every core, with the store's current engine or
            the one --engine-option chooses, which becomes current when the run finishes
            ('layoutstore engine show'). Each is counted unchanged, changed, new (nothing to
            compare with) or failed against the engine of the current baselines, else the
            previous current engine (or --against); the output's 'comparison' says which.
            The changes are recorded as a run ('runs show', 'diff'). A run that was stopped
            is resumed by running the same command again. On a PostgreSQL store the run is
            split into pages in a queue in the database: this command works on it as one
            worker and shows the whole run's progress, while 'layoutstore worker's on any
            machine help; with --no-wait it only queues the run.

            USAGE: layoutstore recompute [--against <engine>] [--fail-on-change] [--no-wait]
                   [--page-scenarios <n>] [--kind <kind>] [--model <pattern>] [--width
                   <width> ...] [--engine-option <key=value> ...] [options]

            OPTIONS:
              --against <engine>      Compare with the engine of this id (as 'runs list'
                                      shows). (default: the engine of the current baselines,
                                      else the previous current engine)
              --fail-on-change        Exit with status 1 when any scenario changed or
                                      failed.
              --no-wait               On a PostgreSQL store: queue the run for 'layoutstore
                                      worker's and exit at once, printing the run's id and
                                      pages.
              --page-scenarios <n>    On a PostgreSQL store: scenarios per page of the
                                      queue, about (a page is what a worker claims, and what
                                      a killed worker's successor redoes). (default: 2048)
              --kind <kind>           Only models of this kind: tripCard, chipSet or
                                      viewTree.
              --model <pattern>       Only models whose name matches this GLOB pattern
                                      ('trip-*'; quote it from the shell).
              --width <width>         Only this stored width, by name or in points (every
                                      width of that value); repeat for several.
              --size-category <category>
                                      Only this text size category (Dynamic Type); repeat
                                      for several. (default: every size category of the
                                      store)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore recompute --engine-option textScale=1.25 --fail-on-change
              layoutstore recompute --kind chipSet --width 'iPhone SE' --against 1

            """)
    }

    @Test func anEngineOptionChangeReportsChangesAndFailsOnChange() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["recompute", "--engine-option", "textScale=1.25", "--fail-on-change", "--format", "json"])
        #expect(run.status == 1)
        var progress = run.error.split(separator: "\n").map(String.init)
        #expect(progress.popLast() == "recompute: engine 2 compared with engine 1, the previous current engine; engine 2 is now current.")
        // The elapsed time depends on the machine's load; its form does not.
        #expect(progress.last?.wholeMatch(of: #/recompute: 256/256 done in [0-9]+:[0-5][0-9]/#) != nil)
        #expect(progress.dropLast().allSatisfy { $0.wholeMatch(of: #/recompute: [0-9]+/256 \([0-9]+%\)/#) != nil })
        #expect(try recomputeCounts(run.output) == [
            "run": 1, "engine": 2, "against": 1, "unchanged": 24, "changed": 232, "new": 0, "failed": 0, "computed": 256,
        ])
    }

    @Test func anUnchangedEngineWithFiltersPassesTheCheck() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        // The flow of rectangles and the ranked avatars hold no text: larger text moves nothing.
        let run = store.run(["recompute", "--kind", "viewTree", "--model", "[FR]*", "--fail-on-change", "--quiet", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(try recomputeCounts(run.output)["changed"] == 0)
        #expect(try recomputeCounts(run.output)["unchanged"] == 16)
    }

    @Test func progressGoesToStandardErrorAsPlainLinesWhenNotATerminal() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["generate", "--trips", "300", "--seed", "1"])
        let run = store.run(["recompute", "--engine-option", "textScale=1.1", "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.error.split(separator: "\n").dropLast()
        #expect(lines.count >= 2)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("recompute: ") && $0.hasSuffix("%)") })
        #expect(lines.last?.hasPrefix("recompute: 5056/5056 done in ") == true)
        #expect(!run.output.contains("recompute:"))
    }

    @Test func anUnknownAgainstEngineIsBadData() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["recompute", "--against", "42"])
        #expect(run.status == 65)
        #expect(run.error == "Error: No engine 42; 'layoutstore runs list' shows the engines runs used.\n")
    }

    @Test func anUnknownWidthIsAUsageError() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["recompute", "--width", "watch"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Unknown width 'watch' for '--width': the stored widths are \(UnknownWidthTests.seededWidths); or give a number of points.\n"))
    }
}
