import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct ModelCommandTests {
    static let chips = #"{"kind": "chipSet", "name": "tags", "chips": [{"title": "alpha", "priority": 0}, {"title": "beta", "priority": 1}]}"#
    static let widerChips = #"{"kind": "chipSet", "name": "tags", "chips": [{"title": "alpha", "priority": 0}, {"title": "a much longer beta", "priority": 1}]}"#

    @Test func printsModelPutHelpVerbatim() {
        let run = CommandRun(["model", "put", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Store the models of a JSON file as new revisions and lay them out at
            every width.

            The file holds one model object or an array of them. A model whose content
            equals its current revision is left alone ('unchanged'); otherwise the new
            revision is printed with, per template and width, whether the layout changed
            from the previous revision.

            USAGE: layoutstore model put <file> [--message <text>] [--engine-option
                   <key=value> ...] [options]

            ARGUMENTS:
              <file>                  A model JSON file, or '-' to read standard input.

            OPTIONS:
              -m, --message <text>    Why the model changed, kept with the revision.
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
              layoutstore model put kyoto.json -m 'shorter subtitle'
              layoutstore model show Kyoto | layoutstore model put -

            """)
    }

    @Test func printsModelListHelpVerbatim() {
        let run = CommandRun(["model", "list", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: List the models, by name.

            USAGE: layoutstore model list [--kind <kind>] [--archived] [options]

            OPTIONS:
              --kind <kind>           Only models of this kind: tripCard, chipSet or
                                      viewTree.
              --archived              Include archived models.
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
              layoutstore model list --kind chipSet --format csv

            """)
    }

    private func storeWithWidths() throws -> TemporaryStore {
        let store = try TemporaryStore()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "60"]).status == 0)
        #expect(store.run(["width", "add", "wide", "400"]).status == 0)
        return store
    }

    @Test func putPrintsTheRevisionAndPerWidthWhetherTheLayoutChanged() throws {
        let store = try storeWithWidths()
        let created = store.run(["model", "put", "-"], standardInput: Self.chips)
        #expect(created.status == 0)
        #expect(created.error == "")
        #expect(created.output == "tags: new model, revision 1\n  chips at narrow: new\n  chips at wide: new\n")
        let revised = store.run(["model", "put", "-", "-m", "longer beta"], standardInput: Self.widerChips)
        #expect(revised.output == "tags: revision 2\n  chips at narrow: changed\n  chips at wide: changed\n")
        let unchanged = store.run(["model", "put", "-"], standardInput: Self.widerChips)
        #expect(unchanged.output == "tags: unchanged, revision 2\n")
    }

    @Test func historyListsRevisionsWithMessages() throws {
        let store = try storeWithWidths()
        _ = store.run(["model", "put", "-"], standardInput: Self.chips)
        _ = store.run(["model", "put", "-", "--message", "longer beta"], standardInput: Self.widerChips)
        let run = store.run(["model", "history", "tags", "--format", "csv"])
        #expect(run.status == 0)
        let rows = run.output.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.map { $0.first } == ["revision", "1", "2"])
        #expect(rows.map { $0.last } == ["message", "", "longer beta"])
    }

    @Test func showPrintsWhatPutReadsBack() throws {
        let store = try storeWithWidths()
        _ = store.run(["model", "put", "-"], standardInput: Self.chips)
        let shown = store.run(["model", "show", "tags"])
        #expect(shown.status == 0)
        #expect(shown.output.contains(#""title": "alpha""#))
        #expect(store.run(["model", "put", "-"], standardInput: shown.output).output == "tags: unchanged, revision 1\n")
    }

    @Test func listAndArchive() throws {
        let store = try storeWithWidths()
        _ = store.run(["model", "put", "-"], standardInput: Self.chips)
        #expect(store.run(["model", "list", "--format", "csv"]).output.hasPrefix("name,kind,created,archived\r\ntags,chipSet,"))
        let archived = store.run(["model", "archive", "tags"])
        #expect(archived.output == "Archived tags; its 1 revision(s) are kept.\n")
        #expect(store.run(["model", "list", "--format", "csv"]).output == "name,kind,created,archived\r\n")
        #expect(store.run(["model", "list", "--archived", "--format", "json"]).output.contains(#""name": "tags""#))
        let unarchived = store.run(["model", "put", "-"], standardInput: Self.chips)
        #expect(unarchived.output == "tags: unarchived, unchanged, revision 1\n")
        #expect(store.run(["model", "list", "--format", "csv"]).output.hasPrefix("name,kind,created,archived\r\ntags,chipSet,"))
    }

    @Test func anInvalidModelIsBadDataNamingThePath() throws {
        let store = try storeWithWidths()
        let run = store.run(["model", "put", "-"], standardInput: #"{"kind": "chipSet", "name": "", "chips": []}"#)
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error == "Error: <stdin>: $.name: expected a non-empty string\n")
    }

    @Test func aMissingFileIsUnreadableInput() throws {
        let store = try storeWithWidths()
        let run = store.run(["model", "put", "/nonexistent/card.json"])
        #expect(run.status == 66)
        #expect(run.error == "Error: Cannot read '/nonexistent/card.json': No such file or directory.\n")
    }

    @Test func anUnknownModelIsBadData() throws {
        let store = try storeWithWidths()
        let run = store.run(["model", "show", "nothing"])
        #expect(run.status == 65)
        #expect(run.error == "Error: No model named \"nothing\".\n")
    }
}
