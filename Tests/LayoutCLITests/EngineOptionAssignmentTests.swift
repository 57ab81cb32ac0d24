import LayoutEngine
import Testing
@testable import LayoutCLI

@Suite struct EngineOptionAssignmentTests {
    @Test func appliesEveryKeyInOrderLaterWinning() throws {
        let options = try EngineOptionAssignment.options(applying: ["chipLayout=flow", "textScale=2", "displayScale=3", "textScale=1.25"])
        #expect(options == EngineOptions(chipLayout: .flow, textScale: 1.25, displayScale: 3))
    }

    @Test func noAssignmentsGiveTheDefaults() throws {
        #expect(try EngineOptionAssignment.options(applying: []) == .default)
    }

    @Test func rejectsBadAssignmentsNamingThem() {
        #expect(throws: CLIError.Message("The engine option 'textScale' is not of the form KEY=VALUE.")) {
            try EngineOptionAssignment.options(applying: ["textScale"])
        }
        #expect(throws: CLIError.Message("The value 'grid' is invalid for the engine option 'chipLayout': expected one of guideFlow, flow.")) {
            try EngineOptionAssignment.options(applying: ["chipLayout=grid"])
        }
        #expect(throws: CLIError.Message("The value 'inf' is invalid for the engine option 'displayScale': expected a number > 0.")) {
            try EngineOptionAssignment.options(applying: ["displayScale=inf"])
        }
    }
}
