import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct NamedWidthTests {
    @Test func readsNamedWidthsInOrder() throws {
        let widths = try NamedWidth.decodeList(json(#"[{"name":"narrow","width":125},{"name":"iPhone SE","width":320}]"#))
        #expect(widths == [NamedWidth(name: "narrow", width: 125), NamedWidth(name: "iPhone SE", width: 320)])
    }

    @Test(arguments: [
        (#"{"name":"a","width":1}"#, "$: expected an array of widths, got an object"),
        (#"[{"name":"a","width":-1}]"#, "$[0].width: expected a finite number ≥ 0, got -1.0"),
        (#"[{"name":"a","width":1},{"name":"a","width":2}]"#, #"$[1].name: duplicate name "a" (first used at $[0])"#),
        (#"[{"name":"","width":1}]"#, "$[0].name: expected a non-empty string"),
    ])
    func rejectsInvalidWidthFiles(text: String, message: String) throws {
        let document = try json(text)
        #expect(modelErrorMessage { _ = try NamedWidth.decodeList(document) } == message)
    }
}
