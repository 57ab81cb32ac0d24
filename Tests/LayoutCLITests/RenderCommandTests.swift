import LayoutTestSupport
import Foundation
import LayoutEngine
import LayoutRender
import Testing
@testable import LayoutCLI

@Suite struct RenderCommandTests {
    static let tree = #"{"type": "hstack", "children": [{"type": "text", "text": "Hello & <you>"}, {"type": "spacer"}]}"#

    private func expectedResult(width: Double) throws -> LayoutResult {
        let node = try ViewTreeDecoder.decode(JSONParser.parse(Self.tree))
        return Engine().layout(node, proposal: ProposedSize(width: width, height: nil))
    }

    @Test func printsSVGByDefault() throws {
        let run = CommandRun(["render", "--tree", "-", "--width", "200"], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == SVGRenderer().render(try expectedResult(width: 200)))
    }

    @Test func printsTextBoxesWithFormatTxt() throws {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--format", "txt"], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.output == TerminalRenderer().render(try expectedResult(width: 200)))
    }

    @Test func writesTheOutFileAndSaysSoOnStandardError() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("card.svg").path
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--out", path], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "Wrote \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SVGRenderer().render(try expectedResult(width: 200)))
        let quiet = CommandRun(["render", "--tree", "-", "--width", "200", "--out", path, "--quiet"], standardInput: Self.tree)
        #expect(quiet.error == "")
    }

    @Test func unwritableOutFileIsAnIOFailureNamingTheFile() {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--out", "/nonexistent/card.svg"], standardInput: Self.tree)
        #expect(run.status == 74)
        #expect(run.output == "")
        #expect(run.error == "Error: Cannot write '/nonexistent/card.svg': No such file or directory.\n")
    }

    @Test func unknownPictureFormatIsAUsageError() {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--format", "png"])
        #expect(run.status == 64)
        #expect(run.error == """
            Error: The value 'png' is invalid for '--format <format>': expected one of svg, txt.
            Usage: layoutstore render [<model>] [--tree <file>] --width <width> [--height <height>] [--template <template>] [--format <format>] [--out <file>] [--engine-option <key=value> ...] [options]
              See 'layoutstore render --help' for more information.

            """)
    }

    @Test func acceptsAViewTreeModelFileAndLocatesErrorsInsideItsTree() {
        let model = #"{"kind": "viewTree", "name": "n", "tree": {"type": "text"}}"#
        let run = CommandRun(["render", "--tree", "-", "--width", "200"], standardInput: model)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("Error: <stdin>: $.tree"))
        let wrapped = #"{"kind": "viewTree", "name": "n", "tree": "# + Self.tree + "}"
        #expect(CommandRun(["render", "--tree", "-", "--width", "200"], standardInput: wrapped).output
            == CommandRun(["render", "--tree", "-", "--width", "200"], standardInput: Self.tree).output)
    }
}
