import LayoutTestSupport
import LayoutEngine
import Testing
@testable import LayoutCLI

/// A chip set's container is chosen in the model (`"layout"`), not by an engine option.
@Suite struct ChipLayoutTests {
    @Test func aChipSetSwitchedToFlowIsANewRevisionWithAFlowTreeAndTheSameEngine() throws {
        let store = try TemporaryStore(seeded: true)
        let shown = store.run(["model", "show", "Emoji"])
        guard case .object(let members) = try JSONParser.parse(shown.output) else {
            Issue.record("model show printed no object: \(shown.output)")
            return
        }
        #expect(!members.contains { $0.key == "layout" }, "the default layout is not written")
        let flow = JSONValue.object(members + [JSONMember("layout", .string("flow"))])
        let file = try store.file("emoji-flow.json", JSONWriter(style: .pretty).string(flow))

        let put = store.run(["model", "put", file])
        #expect(put.status == 0)
        #expect(put.output.hasPrefix("Emoji: revision 2\n"))
        #expect(put.output.contains("  chips at iPhone SE: changed\n"))
        let tree = try JSONParser.parse(store.run(["tree", "Emoji"]).output)
        #expect(tree["type"] == .string("flow"))
        #expect(store.run(["model", "show", "Emoji"]).output.contains(#""layout": "flow""#))
        let engines = store.run(["sql", "SELECT count(*) AS n FROM engines", "--format", "csv"])
        #expect(engines.output == "n\r\n1\r\n")
        #expect(store.run(["tree", "Emoji", "--engine-option", "chipLayout=flow"]).status == 64)
    }
}
