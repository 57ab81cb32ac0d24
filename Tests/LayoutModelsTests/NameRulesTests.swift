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

    /// Names every fast path must answer as the full path does: the seed and generated model
    /// names, chip titles and subtitles, the texts of every fixture tree, and spellings that
    /// NFC changes or that break a rule only outside ASCII.
    static let sampleNames: [String] = {
        var names: [String] = [
            "Cafe\u{301}", "Caf\u{E9}", "\u{212B}ngstr\u{F6}m", "\u{2126}", "\u{AC00}\u{11A8}", "\u{1100}\u{1161}", " 서울", "서울\u{3000}",
            "\u{3000}", "東京\u{85}", "e\u{301}\u{301}", "a\u{200B}", "a\u{FEFF}", "👨‍👩‍👧 Family", "\u{301}a", "a\u{2028}b",
            String(repeating: "서", count: 200), String(repeating: "서", count: 201), String(repeating: "e\u{301}", count: 150),
            "١٢٣", "１２３", "Ⅻ", "ideal", "\u{A0}", "x\u{A0}", "\u{1F3D4}\u{FE0F}",
        ]
        let models = ((try? SeedSet.load(directory: seedsDirectory).models) ?? []) + TreeHashTests.generated
        for model in models {
            names.append(model.name)
            switch model {
            case .tripCard(let trip): names += [trip.subtitle ?? "", trip.createdAt.displayText] + trip.activities.keys
            case .chipSet(let chips): names += chips.chips.map(\.title)
            case .viewTree: break
            }
        }
        func texts(of node: ViewNode) -> [String] {
            var found: [String] = []
            if case .text(let text, _, _) = node.kind { found.append(text) }
            for child in node.children { found += texts(of: child) }
            for modifier in node.modifiers {
                switch modifier {
                case .overlay(_, let content), .background(_, let content): found += texts(of: content)
                default: break
                }
            }
            return found
        }
        for (_, tree) in TreeHashTests.trees { names += texts(of: tree) }
        return names
    }()

    /// Whether `validated` and the full path refuse `name` for the same reason, or accept it
    /// with the same bytes (String's `==` would equate canonically equivalent spellings).
    static func sameAnswer(_ name: String, as subject: NameRules.Subject) -> Bool {
        switch (NameRules.validated(name, as: subject), NameRules.checkedInFull(name, as: subject)) {
        case (.success(let fast), .success(let full)): return fast.utf8.elementsEqual(full.utf8)
        case (.failure(let fast), .failure(let full)): return fast == full
        default: return false
        }
    }

    @Test func fastPathsAnswerAsTheFullPathForSampleNames() {
        #expect(Self.sampleNames.count > 2_000)
        #expect(Self.sampleNames.contains { !$0.utf8.allSatisfy { $0 < 0x80 } })
        var mismatches: [String] = []
        for name in Self.sampleNames {
            for subject in [NameRules.Subject.model, .width] where !Self.sameAnswer(name, as: subject) {
                mismatches.append(name)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { Array($0.unicodeScalars) })")
    }

    /// Every assigned scalar from U+0080 to U+2FFFF alone, between two letters, and after
    /// `e` (where a combining mark composes with it): the fast path never accepts a name the
    /// full path would refuse or store in another spelling.
    @Test func fastPathsAnswerAsTheFullPathForEveryScalar() {
        var checked = 0
        var mismatches: [String] = []
        for value in UInt32(0x80)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            for name in [String(scalar), "a\(scalar)b", "e\(scalar)"] {
                checked += 1
                if !Self.sameAnswer(name, as: .model) { mismatches.append(name) }
            }
        }
        #expect(checked > 300_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }
}
