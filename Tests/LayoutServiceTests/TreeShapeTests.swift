import LayoutEngine
import Testing
@testable import LayoutService

@Suite struct TreeShapeTests {
    static let tree = """
        {"type":"hstack","children":[
          {"type":"text","text":"a"},
          {"type":"vstack","children":[{"type":"text","text":"b"}],"modifiers":[{"overlay":{"content":{"type":"text","text":"c"}}}]},
          {"type":"scrollView","child":{"type":"text","text":"d"}}
        ]}
        """

    @Test func textsAreFoundByChildIndexChildAndModifierNames() throws {
        let node = try ViewTreeDecoder.decode(try JSONParser.parse(Self.tree))
        #expect(TreeShape.text(at: "0/0", in: node) == "a")
        #expect(TreeShape.text(at: "0/1/0", in: node) == "b")
        #expect(TreeShape.text(at: "0/1/overlay", in: node) == "c")
        #expect(TreeShape.text(at: "0/2/child", in: node) == "d")
        #expect(TreeShape.text(at: "0//0", in: node) == "a")
    }

    @Test func pathsToNonTextsOrNowhereGiveNil() throws {
        let node = try ViewTreeDecoder.decode(try JSONParser.parse(Self.tree))
        for path in ["0", "0/1", "0/3", "1/0", "0/1/background", "0/0/0", "0/99999999999999999999", "", "0/x"] {
            #expect(TreeShape.text(at: path, in: node) == nil, "\(path)")
        }
    }
}
