import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutCLI

@Suite struct CLIErrorTests {
    @Test func jsonSyntaxErrorsAreBadDataAtFileLineAndColumn() {
        let error = CLIError(JSONSyntaxError(message: "expected ':' after object key", line: 2, column: 7), file: "card.json")
        #expect(error.exitCode == .badData)
        #expect(error.message == "card.json:2:7: expected ':' after object key")
    }

    @Test func viewTreeErrorsAreBadDataAtTheirJSONPath() {
        let error = CLIError(ViewTreeError(path: "$.children[2].type", message: "unknown type \"hologram\""), file: "card.json")
        #expect(error.exitCode == .badData)
        #expect(error.message == "card.json: $.children[2].type: unknown type \"hologram\"")
    }

    @Test func modelErrorsAreBadDataUnlessTheFileWasUnreadable() {
        let invalid = CLIError(ModelError(file: "chips.json", path: "$[0].chips[3].priority", rule: .missingField("title")))
        #expect(invalid.exitCode == .badData)
        #expect(invalid.message == "chips.json: $[0].chips[3].priority: missing required field \"title\"")
        let unreadable = CLIError(ModelError(file: "gone.json", path: "$", rule: .unreadable(reason: "No such file or directory")))
        #expect(unreadable.exitCode == .unreadableInput)
    }

    @Test func usageErrorsCarryTheCommandWhoseUsageIsShown() {
        let error = CLIError.usage("Missing subcommand.", command: [CommandRegistry.root])
        #expect(error.exitCode == .usage)
        #expect(error.usageCommand?.map(\.name) == ["layoutstore"])
    }
}
