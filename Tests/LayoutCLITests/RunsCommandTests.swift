import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct RunsCommandTests {
    @Test func printsRunsShowHelpVerbatim() {
        let run = CommandRun(["runs", "show", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Show a run's new, changed and failed scenarios, or its progress.

            By default a summary the store computes at once, however many changes the run
            has: the counts by model kind, template, width and status (the rows of '--format
            csv'), the changes with the largest moves and the first 20 changes. With
            '--limit' or '--offset': those changes, one row per scenario. With '--progress':
            how far the run has come.

            USAGE: layoutstore runs show <run> [--progress] [--limit <rows>] [--offset
                   <rows>] [options]

            ARGUMENTS:
              <run>                   The run's id, as 'runs list' shows it.

            OPTIONS:
              --progress              Show how far the run has come instead: its scenarios
                                      and counts, and on PostgreSQL its pages, workers and
                                      throughput.
              --limit <rows>          List at most this many entries (after '--offset')
                                      instead of the default summary.
              --offset <rows>         Skip this many entries first ('--limit' is then 20
                                      unless given).
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
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
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore runs show 3
              layoutstore runs show 3 --limit 100 --offset 200 --format csv
              layoutstore runs show 3 --progress

            """)
    }

    @Test func listsRunsAndShowsTheirChanges() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        let list = store.run(["runs", "list", "--format", "csv"])
        #expect(list.status == 0)
        let listRows = list.output.split(separator: "\r\n")
        #expect(listRows.first == "run,engine,against,filter,started,finished,unchanged,changed,new,failed")
        #expect(listRows.count == 2)
        #expect(listRows[1].hasPrefix("1,2,1,{},"))
        #expect(listRows[1].hasSuffix(",24,232,0,0"))
        let show = store.run(["runs", "show", "1", "--limit", "1000", "--format", "csv"])
        #expect(show.status == 0)
        let showRows = show.output.split(separator: "\r\n")
        #expect(showRows.first == "model,revision,template,width,status,moved nodes,appeared nodes,disappeared nodes,max delta,error")
        #expect(showRows.count == 233)
        #expect(showRows.contains { $0.hasPrefix("Chips article,1,chips,book-narrow,changed,") })
    }

    @Test func anUnknownRunIsBadData() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["runs", "show", "9"])
        #expect(run.status == 65)
        #expect(run.error == "Error: No run 9.\n")
    }
}
