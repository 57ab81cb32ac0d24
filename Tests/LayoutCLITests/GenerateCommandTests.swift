import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct GenerateCommandTests {
    @Test func printsGenerateHelpVerbatim() {
        let run = CommandRun(["generate", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Make deterministic random trip cards and chip sets and store them.

            Trip cards are named after places with a number ("Kyoto #3"), chip sets
            "Generated chips #N"; generating again with the same seed changes nothing. Every
            new model is laid out at every width, in one transaction.

            USAGE: layoutstore generate [--trips <count>] [--chip-sets <count>] [--seed
                   <seed>] [--engine-option <key=value> ...] [options]

            OPTIONS:
              --trips <count>         How many trip cards to make. (default: 0)
              --chip-sets <count>     How many chip sets to make. (default: 0)
              --seed <seed>           The random seed: the same counts and seed make the
                                      same models. (default: 0)
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
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore generate --trips 1000 --chip-sets 1000 --seed 42

            """)
    }

    @Test func generatesDeterministicModelsOnceForTheSameSeed() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "phone", "320"]).status == 0)
        let first = store.run(["generate", "--trips", "3", "--chip-sets", "2", "--seed", "7"])
        #expect(first.status == 0)
        #expect(first.error == "")
        #expect(first.output == "Generated 5 models (seed 7): 5 created, 0 revised, 0 unchanged; 8 layouts computed.\n")
        let again = store.run(["generate", "--trips", "3", "--chip-sets", "2", "--seed", "7"])
        #expect(again.output == "Generated 5 models (seed 7): 0 created, 0 revised, 5 unchanged; 0 layouts computed.\n")
    }

    @Test func aNegativeCountIsAUsageError() throws {
        let store = try TemporaryStore()
        let run = store.run(["generate", "--trips", "-1"])
        #expect(run.status == 64)
        #expect(run.error == """
            Error: The value '-1' is invalid for '--trips <count>': expected a whole number from 0 to 1000000.
            Usage: layoutstore generate [--trips <count>] [--chip-sets <count>] [--seed <seed>] [--engine-option <key=value> ...] [options]
              See 'layoutstore generate --help' for more information.

            """)
    }
}
