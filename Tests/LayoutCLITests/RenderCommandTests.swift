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

    /// What `render` draws: the result with its tree and a caption naming the width and engine.
    private func expectedScene(width: Double) throws -> LayoutScene {
        LayoutScene(
            result: try expectedResult(width: width), tree: try ViewTreeDecoder.decode(JSONParser.parse(Self.tree)), textScale: 1,
            caption: PictureCaption(width: "200", engine: "engine \(Engine.version) (textScale=1, displayScale=2)")
        )
    }

    @Test func printsSVGByDefault() throws {
        let run = CommandRun(["render", "--tree", "-", "--width", "200"], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == SVGRenderer().render(try expectedScene(width: 200)))
        #expect(run.output.contains(">width 200</text>"))
    }

    @Test func drawsThePreviewStyleWhenAsked() throws {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--style", "preview"], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.output == SVGRenderer(style: .preview).render(try expectedScene(width: 200)))
        #expect(run.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout preview\""))
    }

    @Test func writesAPNGTwicePerPointThroughLibrsvg() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("card.png").path
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--format", "png", "--out", path], standardInput: Self.tree)
        #expect(run.status == 0)
        #expect(run.error == "Wrote \(path)\n")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16 and 20: the SVG's 284.4 × 150 px
        // (as wide as the caption's engine line) drawn 2 px per px, rounded up.
        #expect(SVGRenderer().render(try expectedScene(width: 200)).contains(" width=\"284.4\" height=\"150\" "))
        #expect(Self.bigEndian(png, at: 16) == 569)
        #expect(Self.bigEndian(png, at: 20) == 300)
    }

    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func pngNeedsAnOutFile() {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--format", "png"], standardInput: Self.tree)
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("Error: '--format png' needs '--out <file>': PNG is not written to a terminal.\n"))
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
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SVGRenderer().render(try expectedScene(width: 200)))
        // Written to a temporary file renamed into place: nothing else is left in the folder.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["card.svg"])
        let quiet = CommandRun(["render", "--tree", "-", "--width", "200", "--out", path, "--quiet"], standardInput: Self.tree)
        #expect(quiet.error == "")
    }

    @Test func unwritableOutFileIsAnIOFailureNamingTheFile() {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--out", "/nonexistent/card.svg"], standardInput: Self.tree)
        #expect(run.status == 74)
        #expect(run.output == "")
        #expect(run.error == "Error: Cannot write '/nonexistent/card.svg': No such file or directory.\n")
    }

    @Test func aFailedRenameLeavesTheTargetAndNoTemporaryFile() throws {
        let folder = try makeTemporaryDirectory()
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--out", target.path], standardInput: Self.tree)
        #expect(run.status == 74)
        #expect(run.error == "Error: Cannot write '\(target.path)': Is a directory.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test func unknownPictureFormatIsAUsageError() {
        let run = CommandRun(["render", "--tree", "-", "--width", "200", "--format", "gif"])
        #expect(run.status == 64)
        #expect(run.error == """
            Error: The value 'gif' is invalid for '--format <format>': expected one of svg, png, txt.
            Usage: layoutstore render [<model>] [--tree <file>] --width <width> [--height <height>] [--template <template>] [--format <format>] [--style <style>] [--out <file>] [--engine-option <key=value> ...] [options]
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
