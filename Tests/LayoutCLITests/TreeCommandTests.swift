import LayoutTestSupport
import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutCLI

@Suite struct TreeCommandTests {
    @Test func printsTreeHelpVerbatim() {
        let run = CommandRun(["tree", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Print the view tree a stored model's template makes.

            The tree is printed in the view-tree format of docs/view-tree.md, so 'layout
            --tree -' and 'render --tree -' can read it back. A chip set's container is the
            set's own "layout" (guideFlow or flow).

            USAGE: layoutstore tree <model> [--template <template>] [options]

            ARGUMENTS:
              <model>                 A stored model's name.

            OPTIONS:
              --template <template>   The model's template: compact or wide (trip cards),
                                      chips, tree. (default: the model's first)
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
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

            EXAMPLES:
              layoutstore tree Kyoto --template wide
              layoutstore tree Kyoto | layoutstore layout --tree - --width 200

            """)
    }

    @Test func printsTheTreeTheTemplateMakes() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["tree", "Kyoto", "--template", "wide"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let seeds = try SeedSet.embedded()
        let kyoto = try #require(seeds.models.first { $0.name == "Kyoto" })
        #expect(run.output == JSONWriter(style: .pretty).string(ViewTreeEncoder.encode(try kyoto.tree(for: .wide))) + "\n")
    }

    @Test func aTemplateTheKindLacksIsBadData() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["tree", "Kyoto", "--template", "chips"])
        #expect(run.status == 65)
        #expect(run.error == "Error: Model \"Kyoto\" is a tripCard; a tripCard has no template \"chips\".\n")
    }
}
