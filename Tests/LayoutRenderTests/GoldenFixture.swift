import Foundation
import LayoutEngine
import LayoutRender

/// A picture's frozen input: a view tree, the text scale and the engine's result for it,
/// stored as JSON beside the golden SVGs, so the goldens test the renderer alone (an engine
/// change does not change them; re-record with `LAYOUTRENDER_RECORD_GOLDENS=1`).
struct GoldenFixture {
    var name: String
    var tree: ViewNode
    var textScale: Double
    var result: LayoutResult

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    var scene: LayoutScene {
        LayoutScene(result: result, tree: tree, textScale: textScale, caption: PictureCaption(
            model: name, revision: 1, template: "golden", width: result.proposal.width.map { FixedNumber.format($0) } ?? "ideal",
            engine: "engine (frozen result)"
        ))
    }

    /// The fixture as JSON: `{"tree", "textScale", "result": {"proposal", "size", "nodes"}}`.
    var json: JSONValue {
        .object([
            JSONMember("tree", ViewTreeEncoder.encode(tree)),
            JSONMember("textScale", .number(textScale)),
            JSONMember("result", .object([
                JSONMember("proposal", .array([result.proposal.width, result.proposal.height].map { $0.map(JSONValue.number) ?? .null })),
                JSONMember("size", .array([.number(result.size.width), .number(result.size.height)])),
                JSONMember("nodes", .array(result.nodes.map(Self.encode))),
            ])),
        ])
    }

    init(name: String, tree: ViewNode, textScale: Double, result: LayoutResult) {
        self.name = name
        self.tree = tree
        self.textScale = textScale
        self.result = result
    }

    /// Reads `Goldens/<name>.json`.
    init(named name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name + ".json"), encoding: .utf8)
        let json = try JSONParser.parse(text)
        self.name = name
        tree = try ViewTreeDecoder.decode(json["tree"] ?? .null)
        guard case .number(let scale)? = json["textScale"], let result = json["result"],
              case .array(let proposal)? = result["proposal"], case .array(let size)? = result["size"],
              case .array(let nodes)? = result["nodes"] else { throw FixtureError(name: name) }
        textScale = scale
        self.result = LayoutResult(
            proposal: ProposedSize(width: Self.number(proposal[0]), height: Self.number(proposal[1])),
            size: Size(width: Self.number(size[0]) ?? 0, height: Self.number(size[1]) ?? 0),
            nodes: try nodes.map { node throws in try Self.node(node, fixture: name) }
        )
    }

    struct FixtureError: Error { var name: String }

    private static func encode(_ node: NodeLayout) -> JSONValue {
        var members = [
            JSONMember("path", .string(node.path)), JSONMember("id", node.id.map(JSONValue.string) ?? .null),
            JSONMember("type", .string(node.type)), JSONMember("frame", rect(node.frame)), JSONMember("outer", rect(node.outer)),
            JSONMember("drawn", rect(node.drawn)), JSONMember("shown", .bool(node.shown)), JSONMember("hidden", .bool(node.hidden)),
        ]
        if let text = node.text {
            members.append(JSONMember("lines", .array(text.lines.map(JSONValue.string))))
            members.append(JSONMember("truncated", .bool(text.truncated)))
        }
        return .object(members)
    }

    private static func rect(_ rect: Rect?) -> JSONValue {
        guard let rect else { return .null }
        return .array([rect.minX, rect.minY, rect.width, rect.height].map(JSONValue.number))
    }

    private static func node(_ json: JSONValue, fixture: String) throws -> NodeLayout {
        guard case .string(let path)? = json["path"], case .string(let type)? = json["type"],
              case .bool(let shown)? = json["shown"], case .bool(let hidden)? = json["hidden"] else { throw FixtureError(name: fixture) }
        var text: TextLines?
        if case .array(let lines)? = json["lines"], case .bool(let truncated)? = json["truncated"] {
            text = TextLines(lines: lines.compactMap { if case .string(let line) = $0 { line } else { nil } }, truncated: truncated)
        }
        let id: String? = if case .string(let id)? = json["id"] { id } else { nil }
        return NodeLayout(
            path: path, id: id, type: type, frame: rect(json["frame"]), outer: rect(json["outer"]), drawn: rect(json["drawn"]),
            shown: shown, hidden: hidden, text: text
        )
    }

    private static func rect(_ json: JSONValue?) -> Rect? {
        guard case .array(let values)? = json, values.count == 4 else { return nil }
        let numbers = values.compactMap(number)
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private static func number(_ json: JSONValue) -> Double? {
        if case .number(let value) = json { value } else { nil }
    }
}
