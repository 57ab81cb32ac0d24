import LayoutEngine
import Testing
@testable import LayoutModels

/// Issue: model and width names could hold NUL, ESC and newlines, spaces at either end, any
/// length and two spellings of the same letters; width names could read as numbers.
@Suite struct NameRulesTests {
    private func refusal(_ name: String, as subject: NameRules.Subject = .model) -> String? {
        if case .failure(let refusal) = NameRules.validated(name, as: subject) { return refusal.reason }
        return nil
    }

    @Test func controlCharactersAreRefused() {
        for control in ["\u{0}", "\u{1B}", "\n", "\r", "\t", "\u{7F}", "\u{85}", "\u{2028}"] {
            #expect(refusal("a\(control)b") != nil, "\(control.unicodeScalars.first!.value)")
        }
        #expect(refusal("a\u{1B}b") == "contains the control character U+001B")
    }

    @Test func leadingAndTrailingWhitespaceIsRefused() {
        #expect(refusal(" Kyoto") == "starts or ends with whitespace")
        #expect(refusal("Kyoto\u{A0}") == "starts or ends with whitespace")
        #expect(refusal("   ") == "is empty")
        #expect(refusal("New York") == nil)
    }

    @Test func namesAreStoredInNFC() throws {
        // "é" as e + COMBINING ACUTE ACCENT (U+0301) becomes U+00E9.
        let decomposed = "Cafe\u{301}"
        guard case .success(let name) = NameRules.validated(decomposed, as: .model) else {
            Issue.record("refused")
            return
        }
        #expect(Array(name.unicodeScalars) == Array("Caf\u{E9}".unicodeScalars))
    }

    @Test func lengthIsBounded() {
        #expect(refusal(String(repeating: "a", count: 200)) == nil)
        #expect(refusal(String(repeating: "a", count: 201)) == "is 201 characters long; at most 200 are allowed")
    }

    @Test func widthNamesMayNotReadAsNumbersOrIdeal() {
        for name in ["320", "1e3", "-4", "inf", "nan", "ideal"] {
            #expect(refusal(name, as: .width) != nil, "\(name)")
            #expect(refusal(name, as: .model) == nil, "\(name)")
        }
        #expect(refusal("iPhone SE", as: .width) == nil)
    }

    @Test func modelFilesAndWidthListsApplyTheRules() throws {
        let model = #"{"kind": "viewTree", "name": "bad\u001bname", "tree": {"type": "text", "text": "x"}}"#
        #expect(throws: ModelError.self) { try ModelFile.decode(Array(model.utf8), file: "m.json") }
        do {
            _ = try ModelFile.decode(Array(model.utf8), file: "m.json")
        } catch {
            #expect(error.description == #"m.json: $.name: the name "bad\u001bname" contains the control character U+001B"#)
        }
        let widths = try JSONParser.parse(#"[{"name": "320", "width": 320}]"#)
        #expect(throws: ModelError.self) { try NamedWidth.decodeList(widths) }
    }
}
