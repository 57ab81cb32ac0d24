import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ViewTreeModelTests {
    @Test func keepsTheTreeAsWrittenAndDecodesIt() throws {
        let text = #"{"kind":"viewTree","name":"dot","tree":{"type":"circle","modifiers":[{"frame":{"width":10,"height":10}}]}}"#
        guard case .viewTree(let model) = try Model(json: json(text)) else {
            Issue.record("expected a view tree")
            return
        }
        #expect(model.treeJSON == (try json(text))["tree"])
        #expect(model.root == ViewNode(kind: .shape(.circle), modifiers: [.frame(FixedFrame(width: 10, height: 10))]))
    }

    @Test func prefixesTheDecodersErrorsWithTheTreesPath() throws {
        let single = try json(#"{"kind":"viewTree","name":"bad","tree":{"type":"hstack","children":[{"type":"blob"}]}}"#)
        let singleMessage = modelErrorMessage { _ = try Model(json: single) }
        #expect(singleMessage == #"$.tree.children[0].type: unknown node type "blob""#)
        let list = try json(#"[{"kind":"chipSet","name":"c","chips":[]},{"kind":"viewTree","name":"bad","tree":{"type":"text"}}]"#)
        let listMessage = modelErrorMessage { _ = try ModelFile.decode(list) }
        #expect(listMessage == #"$[1].tree: missing field "text""#)
    }

    @Test func rejectsAMissingTreeAndUnknownFields() throws {
        #expect(modelErrorMessage { _ = try Model(json: json(#"{"kind":"viewTree","name":"t"}"#)) }
            == #"$: missing required field "tree""#)
        #expect(modelErrorMessage { _ = try Model(json: json(#"{"kind":"viewTree","name":"t","tree":{"type":"circle"},"x":1}"#)) }
            == #"$.x: unknown field "x" (allowed: kind, name, tree)"#)
    }

    @Test func encodesATreeBuiltInCode() throws {
        let root = ViewNode(id: "r", kind: .radial, children: [ViewNode(kind: .shape(.circle)).modifier(.rank(2))])
        let model = Model.viewTree(ViewTreeModel(name: "r", root: root))
        #expect(try Model(json: model.json) == model)
    }
}
