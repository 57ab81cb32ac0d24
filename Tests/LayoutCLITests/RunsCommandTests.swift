import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct RunsCommandTests {
    @Test func printsRunsShowHelpVerbatim() {
        let run = CommandRun(["runs", "show", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Show a run's new, changed and failed scenarios.

            USAGE: layoutstore runs show <run> [options]

            ARGUMENTS:
              <run>                   The run's id, as 'runs list' shows it.

            OPTIONS:
              --db <path>             The database file. (default: $LAYOUTSTORE_DB, else
                                      ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -h, --help              Show help information.

            EXAMPLES:
              layoutstore runs show 3 --format csv

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
        #expect(listRows[1].hasSuffix(",24,184,0,0"))
        let show = store.run(["runs", "show", "1", "--format", "csv"])
        #expect(show.status == 0)
        let showRows = show.output.split(separator: "\r\n")
        #expect(showRows.first == "model,revision,template,width,status,moved nodes,max delta,error")
        #expect(showRows.count == 185)
        #expect(showRows.contains { $0.hasPrefix("Chips article,1,chips,book-narrow,changed,") })
    }

    @Test func anUnknownRunIsBadData() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["runs", "show", "9"])
        #expect(run.status == 65)
        #expect(run.error == "Error: No run 9.\n")
    }
}
