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
            nothing and says so.

            USAGE: layoutstore seed [--dir <dir>] [--engine-option <key=value> ...]
                   [options]

            OPTIONS:
              --dir <dir>             A seed directory (widths.json and model files, as
                                      seeds/ in the repository). (default: the seeds built
                                      into layoutstore)
              --db <path>             The database file. (default: $LAYOUTSTORE_DB, else
                                      ./layoutstore.sqlite)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale.
              -h, --help              Show help information.

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
        #expect(first.output == "Loaded the built-in seeds: 18 models created, 0 revised, 0 unchanged; 8 widths added; 208 layouts computed.\n")
        let second = store.run(["seed"])
        #expect(second.status == 0)
        #expect(second.output == "Nothing changed: the built-in seeds are already loaded (18 models, 8 widths).\n")
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
