import LayoutTestSupport
import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutCLI

@Suite struct LayoutStoreCLITests {
    static let topLevelHelp = """
        OVERVIEW: Lay out SwiftUI-style view trees, store every result, and compare
        layouts across engine versions.

        USAGE: layoutstore [options] <subcommand>

        OPTIONS:
          --db <path>             The store: a file, or a postgresql:// URL. (default:
                                  $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
          --format <format>       The output format: table, json or csv. (default: table
                                  on a terminal, else json)
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
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          demo                    Create and seed a database, lay everything out, and
                                  write pictures and a change report.
          init                    Create the database and bring its schema up to date.
          db                      Inspect the database file and its schema.
          seed                    Load the seed models and widths into the store.
          generate                Make deterministic random trip cards and chip sets and
                                  store them.
          model                   List, show, store, trace and archive models.
          width                   List, add and remove the container widths models are
                                  laid out at.
          size                    List, add and remove the text size categories (Dynamic
                                  Type) models are laid out in.
          layout                  Lay out a stored model or a view tree and print every
                                  node's frame.
          tree                    Print the view tree a stored model's template makes.
          render                  Draw a stored model's or a view tree's layout as SVG,
                                  PNG or text boxes.
          engine                  Show and set the current engine, which commands use
                                  unless --engine-option chooses another.
          recompute               Lay out every scenario with the current engine and
                                  compare with another engine.
          runs                    List recompute runs and show what each found.
          worker                  Lay out the pages of recompute runs queued in a
                                  PostgreSQL store.
          diff                    Show the nodes that moved, appeared or disappeared in
                                  a run, or between two engines' layouts of a model.
          watch                   Watch a folder of model JSON files and store each one
                                  when it is saved.
          replay                  Check every baseline against the models and engine as
                                  they are now; exit 1 if any layout differs.
          approve                 Accept current results as the baselines 'replay'
                                  checks, or undo the last approval.
          history                 Show every result a model had at a width, oldest
                                  first, and what changed between them.
          breakpoints             Find the widths where a model's layout changes, and
                                  what changes there.
          query                   List the latest results whose figures match the
                                  filters.
          sql                     Run a read-only SQL query on the store and print its
                                  rows.
          datasette-metadata      Print the store's Datasette metadata: descriptions,
                                  label columns, a query.
          export                  Write the store's widths, engines, models, results and
                                  baselines as JSON Lines.
          import                  Read a store written by 'export' (JSON Lines), all or
                                  nothing.
          report                  Write a run's changes as HTML pages with an index.
          stats                   Show the store's size, its rows per table, its cache
                                  use, and the results per engine.
          bench                   Measure engine and store against physical limits.
          completions             Print the shell completion script for bash, zsh or
                                  fish.
          man                     Print the manual page (roff), for 'man -l -' or a man1
                                  folder.
          help                    Show the help of a subcommand.

          See 'layoutstore help <subcommand>' for detailed help.

        EXAMPLES:
          layoutstore demo
          layoutstore layout Kyoto --width 'iPhone SE'
          layoutstore layout --tree card.json --width 320
          layoutstore render --tree card.json --width 320 --format txt

        """

    @Test func printsTopLevelHelpVerbatimForHelpFlag() {
        let run = CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.output == Self.topLevelHelp)
        #expect(run.error == "")
    }

    @Test func printsTopLevelHelpWithoutArguments() {
        let run = CommandRun([])
        #expect(run.status == 0)
        #expect(run.output == Self.topLevelHelp)
    }

    @Test func helpSubcommandPrintsTheSameTextAsHelpFlag() {
        #expect(CommandRun(["help"]).output == Self.topLevelHelp)
        let viaHelp = CommandRun(["help", "layout"])
        let viaFlag = CommandRun(["layout", "-h"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output == viaFlag.output)
        #expect(viaHelp.output.hasPrefix("OVERVIEW: Lay out a stored model or a view tree"))
    }

    @Test func helpOfAnUnknownSubcommandIsAUsageError() {
        let run = CommandRun(["help", "nope"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error == """
            Error: Unknown subcommand 'nope'.
            Usage: layoutstore help [<subcommand> ...] [options]
              See 'layoutstore help --help' for more information.

            """)
    }

    @Test func unknownSubcommandIsAUsageErrorWithTheRootUsage() {
        let run = CommandRun(["bogus"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error == """
            Error: Unknown subcommand 'bogus'.
            Usage: layoutstore [options] <subcommand>
              See 'layoutstore --help' for more information.

            """)
    }

    @Test func printsVersionWithTheDefaultEngineFingerprint() {
        let run = CommandRun(["--version"])
        let fingerprint = EngineIdentity(version: Engine.version, sourceHash: Engine.sourceHash, options: .default).fingerprint
        #expect(run.status == 0)
        #expect(run.output == "layoutstore \(LayoutStoreCLI.version) (engine fingerprint \(fingerprint))\n")
    }

    @Test func coloursTheErrorLabelOnlyOnAColourTerminal() {
        let coloured = CommandRun(["bogus"], errorIsTerminal: true)
        #expect(coloured.error.hasPrefix("\u{1B}[31m\u{1B}[1mError:\u{1B}[0m\u{1B}[0m Unknown subcommand"))
        let noColor = CommandRun(["bogus"], environment: ["NO_COLOR": "1"], errorIsTerminal: true)
        #expect(noColor.error.hasPrefix("Error: Unknown subcommand"))
        let flag = CommandRun(["--no-color", "bogus"], errorIsTerminal: true)
        #expect(flag.error.hasPrefix("Error: Unknown subcommand"))
    }
}
