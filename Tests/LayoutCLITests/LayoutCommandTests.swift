import LayoutTestSupport
import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutCLI

@Suite struct LayoutCommandTests {
    static let usage = """
        Usage: layoutstore layout [<model>] [--tree <file>] --width <width> [--height <height>] [--template <template>] [--engine-option <key=value> ...] [--format <format>] [options]
          See 'layoutstore layout --help' for more information.

        """

    static let tree = #"{"type": "vstack", "id": "root", "children": [{"type": "text", "text": "Hello"}]}"#

    @Test func printsLayoutHelpVerbatim() {
        let run = CommandRun(["layout", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Lay out a stored model or a view tree and print every node's frame.

            Proposes (width, height) to the root of the tree, places it at (0, 0) and prints
            the container size and, for every node in depth-first pre-order, its base and
            outer frame in points. A model's layout comes from the store (computed and
            stored when missing); a '--tree' file needs no database.

            USAGE: layoutstore layout [<model>] [--tree <file>] --width <width> [--height
                   <height>] [--template <template>] [--engine-option <key=value> ...]
                   [--format <format>] [options]

            ARGUMENTS:
              <model>                 A stored model's name (or give '--tree <file>'
                                      instead).

            OPTIONS:
              --tree <file>           A view-tree JSON file (a node as in docs/view-tree.md,
                                      or a view-tree model file such as
                                      seeds/view-trees/*.json), or '-' to read standard
                                      input; needs no database.
              --width <width>         The proposed width in points, 'ideal' to propose none
                                      (nil), or the name of a stored width.
              --height <height>       The proposed height in points; without it the height
                                      is unspecified (nil), as in a vertical scroll view.
              --template <template>   The model's template: compact or wide (trip cards),
                                      chips, tree. (default: the model's first)
              --size-category <category>
                                      The text size category (Dynamic Type) text styles are
                                      sized for: xSmall, small, medium, large, xLarge,
                                      xxLarge, xxxLarge, accessibility1, accessibility2,
                                      accessibility3, accessibility4, accessibility5.
                                      (default: large)
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              --format <format>       json prints the result format of docs/view-tree.md;
                                      table and csv print one row per node. (default: json)
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore layout Kyoto --width 'iPhone SE' --template wide
              layoutstore layout --tree card.json --width 320
              cat card.json | layoutstore layout --tree - --width ideal --format table
              layoutstore layout --tree card.json --width 240 --engine-option textScale=1.25
              layoutstore layout Kyoto --width 320 --size-category accessibility2

            """)
    }

    @Test func missingWidthIsAUsageError() {
        let run = CommandRun(["layout", "--tree", "card.json"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error == "Error: Missing expected option '--width <width>'.\n" + Self.usage)
    }

    @Test func invalidWidthIsAUsageErrorNamingTheOption() {
        let run = CommandRun(["layout", "--tree", "card.json", "--width=-3"])
        #expect(run.status == 64)
        #expect(run.error == "Error: The value '-3' is invalid for '--width <width>': expected a number from 0 to 1000000000 or 'ideal' or a width's name.\n" + Self.usage)
    }

    @Test func negativeHeightIsAUsageError() {
        let run = CommandRun(["layout", "--tree", "-", "--width", "320", "--height=-5"])
        #expect(run.status == 64)
        #expect(run.error == "Error: The value '-5' is invalid for '--height <height>': expected a number from 0 to 1000000000.\n" + Self.usage)
    }

    @Test func unknownEngineOptionIsAUsageErrorNamingTheKey() {
        let run = CommandRun(["layout", "--tree", "-", "--width", "320", "--engine-option", "speed=3"])
        #expect(run.status == 64)
        #expect(run.error == "Error: Unknown engine option 'speed'; the options are textScale, displayScale and fonts.\n" + Self.usage)
    }

    @Test func badEngineOptionValueIsAUsageErrorNamingTheValue() {
        let run = CommandRun(["layout", "--tree", "-", "--width", "320", "--engine-option", "textScale=0"])
        #expect(run.status == 64)
        #expect(run.error == "Error: The value '0' is invalid for the engine option 'textScale': expected a number > 0.\n" + Self.usage)
    }

    @Test func missingTreeFileExitsUnreadableNamingTheFile() {
        let run = CommandRun(["layout", "--tree", "/nonexistent/card.json", "--width", "320"])
        #expect(run.status == 66)
        #expect(run.output == "")
        #expect(run.error == "Error: Cannot read '/nonexistent/card.json': No such file or directory.\n")
    }

    @Test func directoryAsTreeExitsUnreadable() throws {
        let directory = try makeTemporaryDirectory().path
        let run = CommandRun(["layout", "--tree", directory, "--width", "320"])
        #expect(run.status == 66)
        #expect(run.error == "Error: Cannot read '\(directory)': Is a directory.\n")
    }

    @Test func malformedJSONExitsBadDataWithFileLineAndColumn() throws {
        let path = try writeTemporaryFile("card.json", "{\n  \"type\": \"text\",\n  \"text\": }\n")
        let run = CommandRun(["layout", "--tree", path, "--width", "320"])
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error == "Error: \(path):3:11: unexpected character '}', expected a value\n")
    }

    @Test func malformedJSONOnStandardInputIsNamedStdin() {
        let run = CommandRun(["layout", "--tree", "-", "--width", "320"], standardInput: "[1,")
        #expect(run.status == 65)
        #expect(run.error == "Error: <stdin>:1:4: unexpected end of input, expected a value\n")
    }

    @Test func badTreeExitsBadDataWithTheDecodersJSONPath() throws {
        let json = #"{"type": "hologram"}"#
        let expected = try #require(throws: ViewTreeError.self) { try ViewTreeDecoder.decode(JSONParser.parse(json)) }
        let run = CommandRun(["layout", "--tree", "-", "--width", "320"], standardInput: json)
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error == "Error: <stdin>: \(expected.path): \(expected.message)\n")
    }

    @Test func printsTheResultFormatOfTheEngineAndOptionsGiven() throws {
        let options = EngineOptions(textScale: 1.5)
        let tree = try ViewTreeDecoder.decode(JSONParser.parse(Self.tree))
        let result = Engine(options: options).layout(tree, proposal: ProposedSize(width: 320, height: 100))
        let expected = JSONWriter(style: .pretty).string(
            LayoutResultEncoder.encode(result, engine: EngineIdentity(options: options))
        ) + "\n"
        let run = CommandRun(
            ["layout", "--tree", "-", "--width", "320", "--height", "100",
             "--engine-option", "textScale=1.25", "--engine-option", "textScale=1.5"],
            standardInput: Self.tree
        )
        #expect(run.error == "")
        #expect(run.status == 0)
        #expect(run.output == expected)
    }

    @Test func idealWidthProposesNil() throws {
        let tree = try ViewTreeDecoder.decode(JSONParser.parse(Self.tree))
        let result = Engine().layout(tree, proposal: .unspecified)
        let run = CommandRun(["layout", "--tree", "-", "--width", "ideal", "--format", "csv"], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.output == LayoutCommand.nodeTable(result).rendered(as: .csv))
    }

    @Test func nodeTableListsEveryNodeWithNullsForHiddenFrames() {
        let result = LayoutResult(
            proposal: ProposedSize(width: 100, height: nil), size: Size(width: 100, height: 20),
            nodes: [
                NodeLayout(path: "0", id: "root", type: "viewThatFits", frame: Rect(x: 0, y: 0, width: 100, height: 20),
                           outer: Rect(x: 0, y: 0, width: 100, height: 20), chosenChild: 1),
                NodeLayout(path: "0/0", id: nil, type: "text", frame: nil, outer: nil, shown: false),
                NodeLayout(path: "0/1", id: nil, type: "text", frame: Rect(x: 0, y: 0, width: 40.5, height: 20),
                           outer: Rect(x: 0, y: 0, width: 40.5, height: 20), text: TextLines(lines: ["Hi, \"you\""], truncated: true)),
            ]
        )
        #expect(LayoutCommand.nodeTable(result).rendered(as: .csv) == """
            path,id,type,x,y,width,height,lines,truncated\r
            0,root,viewThatFits,0,0,100,20,,\r
            0/0,,text,,,,,,\r
            0/1,,text,0,0,40.5,20,1,true\r

            """)
    }
}
