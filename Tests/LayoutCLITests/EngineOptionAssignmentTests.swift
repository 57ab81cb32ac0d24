import LayoutEngine
import Testing
@testable import LayoutCLI

@Suite struct EngineOptionAssignmentTests {
    @Test func appliesEveryKeyInOrderLaterWinning() throws {
        let options = try EngineOptionAssignment.options(applying: ["textScale=2", "displayScale=3", "textScale=1.25"])
        #expect(options == EngineOptions(textScale: 1.25, displayScale: 3))
    }

    @Test func noAssignmentsGiveTheDefaults() throws {
        #expect(try EngineOptionAssignment.options(applying: []) == .default)
    }

    @Test func rejectsBadAssignmentsNamingThem() {
        #expect(throws: CLIError.Message("The engine option 'textScale' is not of the form KEY=VALUE.")) {
            try EngineOptionAssignment.options(applying: ["textScale"])
        }
        #expect(throws: CLIError.Message("Unknown engine option 'chipLayout'; the options are textScale and displayScale.")) {
            try EngineOptionAssignment.options(applying: ["chipLayout=flow"])
        }
        #expect(throws: CLIError.Message("The value 'inf' is invalid for the engine option 'displayScale': expected a number > 0.")) {
            try EngineOptionAssignment.options(applying: ["displayScale=inf"])
        }
    }

    /// The help lists the engine's declared options, with their values, defaults and help.
    @Test func helpListsEveryDeclaredOption() {
        #expect(EngineOptionAssignment.help == "An engine option (repeatable). "
            + "textScale (a number > 0, default 1): Multiplies every font size, like Dynamic Type. "
            + "displayScale (a number > 0, default 2): Pixels per point: text sizes round up to multiples of 1/displayScale.")
    }
}
