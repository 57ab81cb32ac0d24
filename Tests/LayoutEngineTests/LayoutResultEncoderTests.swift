import LayoutEngine
import Testing

/// The result JSON: exact members and order, and byte-for-byte determinism.
@Suite struct LayoutResultEncoderTests {
    let identity = EngineIdentity(version: "9.9.9", fingerprint: "probe")

    func json(_ result: LayoutResult) -> String {
        JSONWriter(style: .compact).string(LayoutResultEncoder.encode(result, engine: identity))
    }

    /// HStack "row" { ViewThatFits { 300×10 image (not chosen); 30×10 image "small" offset (5, 0) }; 20×10 colour }.
    static let tree = ViewNode(id: "row", kind: .hstack(spacing: 0, alignment: .center), children: [
        ViewNode(kind: .viewThatFits(horizontal: true, vertical: false), children: [
            ViewNode(kind: .image(width: 300, height: 10, resizable: false)),
            ViewNode(id: "small", kind: .image(width: 30, height: 10, resizable: false), modifiers: [.offset(x: 5, y: 0)]),
        ]),
        ViewNode(kind: .shape(.color)).modifier(.frame(FixedFrame(width: 20, height: 10))),
    ])

    @Test func encodesFramesShownDrawnAndNullIdsExactly() {
        let result = Engine().layout(Self.tree, proposal: ProposedSize(width: 100, height: nil))
        func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
            #"{"x":\#(x),"y":\#(y),"width":\#(width),"height":\#(height)}"#
        }
        let expected = #"{"engine":{"version":"9.9.9","fingerprint":"probe"},"proposal":{"width":100,"height":null},"#
            + #""size":{"width":50,"height":10},"nodes":["#
            + #"{"path":"0","id":"row","type":"hstack","frame":\#(rect(0, 0, 50, 10)),"outer":\#(rect(0, 0, 50, 10))},"#
            + #"{"path":"0/0","id":null,"type":"viewThatFits","frame":\#(rect(0, 0, 30, 10)),"outer":\#(rect(0, 0, 30, 10))},"#
            + #"{"path":"0/0/0","id":null,"type":"image","frame":null,"outer":null,"shown":false},"#
            + #"{"path":"0/0/1","id":"small","type":"image","frame":\#(rect(0, 0, 30, 10)),"outer":\#(rect(0, 0, 30, 10)),"drawn":\#(rect(5, 0, 30, 10))},"#
            + #"{"path":"0/1","id":null,"type":"color","frame":\#(rect(30, 0, 20, 10)),"outer":\#(rect(30, 0, 20, 10))}]}"#
        #expect(json(result) == expected)
    }

    @Test func encodesTextLinesAndTruncation() {
        let text = ViewNode(id: "title", kind: .text("Hello wide world", font: .style(.caption), lineLimit: 1))
        let proposal = ProposedSize(width: 40, height: nil)
        let layout = TextMeasurer(options: .default).measure("Hello wide world", font: .style(.caption), lineLimit: 1, proposal: proposal)
        #expect(layout.truncated && layout.lines.count == 1)
        let width = JSONWriter.format(number: layout.size.width), height = JSONWriter.format(number: layout.size.height)
        let frame = #"{"x":0,"y":0,"width":\#(width),"height":\#(height)}"#
        let expected = #"{"engine":{"version":"9.9.9","fingerprint":"probe"},"proposal":{"width":40,"height":null},"#
            + #""size":{"width":\#(width),"height":\#(height)},"nodes":["#
            + #"{"path":"0","id":"title","type":"text","frame":\#(frame),"outer":\#(frame),"#
            + #""lines":[\#(JSONWriter.quoted(layout.lines[0]))],"truncated":true}]}"#
        #expect(json(Engine().layout(text, proposal: proposal)) == expected)
    }

    @Test func infiniteLengthsAreWrittenAsStrings() {
        let result = Engine().layout(ViewNode(kind: .shape(.color)), proposal: ProposedSize(width: .infinity, height: 5))
        #expect(json(result).contains(#""size":{"width":"infinity","height":5}"#))
    }

    @Test func equalInputsGiveIdenticalBytes() throws {
        let proposal = ProposedSize(width: 100, height: nil)
        let first = json(Engine().layout(Self.tree, proposal: proposal))
        let session = Engine().makeSession()
        let prepared = Engine().prepare(Self.tree)
        _ = session.layout(prepared, proposal: ProposedSize(width: 20, height: nil))
        let second = json(session.layout(prepared, proposal: proposal))
        #expect(first == second)
        #expect(Array(first.utf8) == Array(second.utf8))
        let canonical = JSONWriter(style: .canonical)
        #expect(
            canonical.string(LayoutResultEncoder.encode(Engine().layout(Self.tree, proposal: proposal), engine: identity))
                == canonical.string(LayoutResultEncoder.encode(session.layout(prepared, proposal: proposal), engine: identity))
        )
    }
}
