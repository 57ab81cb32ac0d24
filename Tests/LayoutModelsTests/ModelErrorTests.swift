import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ModelErrorTests {
    @Test func describesFilePathAndRule() {
        let error = ModelError(file: "chip-sets.json", path: "$[0].chips[3].priority",
                               rule: .wrongType(expected: "an integer", found: .number(2.5)))
        #expect(error.description == "chip-sets.json: $[0].chips[3].priority: expected an integer, got 2.5")
    }

    @Test func leavesTheFileOutWhenThereIsNone() {
        let error = ModelError(path: "$.name", rule: .emptyString)
        #expect(error.description == "$.name: expected a non-empty string")
    }

    @Test func describesNonFiniteNumbersWithoutCrashing() {
        let error = ModelError(path: "$.x", rule: .wrongType(expected: "an integer", found: .number(.infinity)))
        #expect(error.message == "expected an integer, got inf")
    }

    @Test func namesTheFirstUseOfADuplicateName() {
        let error = ModelError(file: "b.json", path: "$.name",
                               rule: .duplicateName("Kyoto", firstFile: "a.json", firstPath: "$[1]"))
        #expect(error.description == #"b.json: $.name: duplicate name "Kyoto" (first used at a.json: $[1])"#)
    }
}
