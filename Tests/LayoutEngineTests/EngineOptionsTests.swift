import Testing
import LayoutEngine

@Suite struct EngineOptionsTests {
    @Test func declaresEveryOptionOnceWithItsDefault() {
        let names = EngineOptions.declared.map(\.name)
        #expect(names == ["textScale", "displayScale"])
        #expect(EngineOptions.declared.map(\.defaultText) == ["1", "2"])
        #expect(EngineOptions.declared.allSatisfy { !$0.help.isEmpty && !$0.expectation.isEmpty })
    }

    @Test func appliesAssignmentsInOrderLaterOnesWinning() throws {
        let options = try EngineOptions(assignments: ["textScale=2", "displayScale=3", "textScale=1.25"])
        #expect(options == EngineOptions(textScale: 1.25, displayScale: 3))
        #expect(try EngineOptions(assignments: []) == .default)
    }

    @Test func explainsWhatIsWrongWithAnAssignment() {
        #expect(throws: EngineOptionError.notAnAssignment("textScale")) { try EngineOptions(assignments: ["textScale"]) }
        #expect(throws: EngineOptionError.unknownKey("chipLayout")) { try EngineOptions(assignments: ["chipLayout=flow"]) }
        #expect(throws: EngineOptionError.invalidValue("0", key: "displayScale", expected: "a number > 0")) {
            try EngineOptions(assignments: ["displayScale=0"])
        }
        #expect(throws: EngineOptionError.invalidValue("inf", key: "textScale", expected: "a number > 0")) {
            try EngineOptions(assignments: ["textScale=inf"])
        }
        #expect(EngineOptionError.unknownKey("speed").description
            == "Unknown engine option 'speed'; the options are textScale and displayScale.")
        #expect(EngineOptionError.invalidValue("x", key: "textScale", expected: "a number > 0").description
            == "The value 'x' is invalid for the engine option 'textScale': expected a number > 0.")
    }

    @Test func encodesEveryDeclaredOptionCanonically() {
        let text = JSONWriter(style: .canonical).string(EngineOptions(textScale: 1.5).json)
        #expect(text == #"{"displayScale":2,"textScale":1.5}"#)
    }

    @Test func readsItsJSONBack() throws {
        let options = EngineOptions(textScale: 1.5, displayScale: 3)
        #expect(EngineOptions(json: options.json) == options)
    }

    /// Engines stored before `chipLayout` became a chip set's layout keep reading: the member
    /// is ignored, as are unreadable values (which keep the default).
    @Test func readsOptionsStoredByEarlierVersions() throws {
        let stored = try JSONParser.parse(#"{"chipLayout":"flow","displayScale":2,"textScale":-1}"#)
        #expect(EngineOptions(json: stored) == .default)
        #expect(EngineOptions(json: try JSONParser.parse("{}")) == .default)
    }
}
