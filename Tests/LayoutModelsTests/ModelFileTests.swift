import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ModelFileTests {
    @Test func readsOneObjectOrAnArray() throws {
        let single = try ModelFile.decode(Array(kyotoJSON.utf8))
        #expect(single.map(\.name) == ["Kyoto"])
        let list = try ModelFile.decode(Array(#"[{"kind":"chipSet","name":"a","chips":[]},{"kind":"chipSet","name":"b","chips":[]}]"#.utf8))
        #expect(list.map(\.name) == ["a", "b"])
    }

    @Test func rejectsDuplicateNamesInOneFile() {
        let text = #"[{"kind":"chipSet","name":"a","chips":[]},{"kind":"chipSet","name":"b","chips":[]},{"kind":"chipSet","name":"a","chips":[]}]"#
        let message = modelErrorMessage { _ = try ModelFile.decode(Array(text.utf8), file: "chips.json") }
        #expect(message == #"chips.json: $[2].name: duplicate name "a" (first used at $[0])"#)
    }

    @Test func prefixesErrorsInsideArraysWithTheElementIndex() {
        let text = #"[{"kind":"chipSet","name":"a","chips":[]},{"kind":"chipSet","name":"b","chips":[{"title":"t","priority":0.5}]}]"#
        let message = modelErrorMessage { _ = try ModelFile.decode(Array(text.utf8), file: "chips.json") }
        #expect(message == "chips.json: $[1].chips[0].priority: expected an integer, got 0.5")
    }

    @Test func reportsSyntaxErrorsWithLineAndColumn() {
        let message = modelErrorMessage { _ = try ModelFile.decode(Array("{\n  \"kind\": }".utf8), file: "bad.json") }
        #expect(message == "bad.json: $: not valid JSON: line 2, column 11: unexpected character '}', expected a value")
    }

    @Test func encodesModelsSoTheyDecodeBack() throws {
        let models = try ModelFile.decode(json(#"[{"kind":"chipSet","name":"a","chips":[{"title":"x","priority":1}]},"# + kyotoJSON + "]"))
        #expect(try ModelFile.decode(Array(ModelFile.encode(models).utf8)) == models)
        #expect(try ModelFile.decode(Array(ModelFile.encode([models[1]]).utf8)) == [models[1]])
    }
}
