import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct SeedCommandTests {
    @Test func printsSeedHelpVerbatim() {
        let run = CommandRun(["seed", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Load the seed models and widths into the store.

            Adds the widths the store lacks and stores each model as a new revision when its
            content differs, laying out what is new. Loading the same seeds again changes
            nothing and says so. A seeded model someone has revised since (its current
            revision was not written by seed) keeps that revision: seed says so and leaves
            it.

            USAGE: layoutstore seed [--dir <dir>] [--engine-option <key=value> ...]
                   [options]

            OPTIONS:
              --dir <dir>             A seed directory (widths.json and model files, as
                                      seeds/ in the repository). (default: the seeds built
                                      into layoutstore)
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
              layoutstore seed
              layoutstore seed --dir seeds

            """)
    }

    @Test func loadsTheBuiltInSeedsOnceAndSaysWhenNothingChanged() throws {
        let store = try TemporaryStore()
        let first = store.run(["seed"])
        #expect(first.status == 0)
        #expect(first.error == "")
        #expect(first.output == "Loaded the built-in seeds: 24 models created, 0 revised, 0 unchanged; 8 widths added; 256 layouts computed.\n")
        let second = store.run(["seed"])
        #expect(second.status == 0)
        #expect(second.output == "Nothing changed: the built-in seeds are already loaded (24 models, 8 widths).\n")
    }

    @Test func neverOverwritesAUsersLaterRevisionOfASeededModelAndSaysSo() throws {
        let store = try TemporaryStore(seeded: true)
        let edited = try store.file("kyoto.json", """
            {"kind": "tripCard", "name": "Kyoto", "photoURL": "https://example.com/photos/kyoto.jpg",
             "photoSize": {"width": 1024, "height": 1024}, "activities": {"Fushimi Inari": true},
             "subtitle": "My own subtitle", "createdAt": "2023-11-18T09:30:00+09:00"}
            """)
        #expect(store.run(["model", "put", edited, "--message", "my edit", "--quiet"]).status == 0)
        let seeded = store.run(["seed"])
        #expect(seeded.status == 0)
        #expect(seeded.output == """
            Nothing changed: the built-in seeds are already loaded (24 models, 8 widths).
            Kept "Kyoto" at revision 2, a user's revision: seed never overwrites one.

            """)
        let json = store.run(["seed", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.output.contains(#""models_unchanged": 23,"#))
        #expect(json.output.contains("""
              "models_kept": 1,
              "kept": [
                {
                  "model": "Kyoto",
                  "revision": 2,
                  "message": "my edit"
                }
              ]
            """))
        // The user's revision is still the current one, with the user's content.
        let shown = store.run(["model", "show", "Kyoto", "--format", "json"])
        #expect(shown.output.contains("My own subtitle"))
        #expect(!shown.output.contains("Temples and gardens"))
    }

    @Test func loadsADirectory() throws {
        let store = try TemporaryStore()
        _ = try store.file("widths.json", #"[{"name": "narrow", "width": 100}]"#)
        _ = try store.file("chips.json", #"{"kind": "chipSet", "name": "tags", "chips": [{"title": "a", "priority": 0}]}"#)
        let run = store.run(["seed", "--dir", store.directory.path])
        #expect(run.status == 0)
        #expect(run.output == "Loaded \(store.directory.path): 1 models created, 0 revised, 0 unchanged; 1 widths added; 1 layouts computed.\n")
    }

    @Test func aBadSeedFileIsBadDataNamingFileAndPath() throws {
        let store = try TemporaryStore()
        _ = try store.file("chips.json", #"{"kind": "chipSet", "name": "tags", "chips": [{"title": "a", "priority": 2.5}]}"#)
        let run = store.run(["seed", "--dir", store.directory.path])
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error == "Error: chips.json: $.chips[0].priority: expected an integer, got 2.5\n")
    }

    @Test func aMissingDirectoryIsUnreadableInput() throws {
        let store = try TemporaryStore()
        let run = store.run(["seed", "--dir", "/nonexistent/seeds"])
        #expect(run.status == 66)
        #expect(run.error == "Error: /nonexistent/seeds: $: cannot read the file: not a directory\n")
    }
}
