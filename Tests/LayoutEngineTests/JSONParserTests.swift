import Testing
@testable import LayoutEngine

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesKeepingMemberOrder() throws {
        let value = try JSONParser.parse(#"{"b": [1, 2.5, -3e2], "a": {"x": null, "y": true}, "s": "\u00e9\n"}"#)
        guard case .object(let members) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "s"])
        #expect(value["b"] == .array([.number(1), .number(2.5), .number(-300)]))
        #expect(value["s"] == .string("é\n"))
    }

    @Test func rejectsDuplicateKeysWithPosition() {
        #expect(throws: JSONSyntaxError(message: #"duplicate key "a" in object"#, line: 2, column: 2)) {
            try JSONParser.parse("{\"a\": 1,\n \"a\": 2}")
        }
    }

    @Test func rejectsInvalidUTF8() throws {
        #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse([0x22, 0xFF, 0x22])
        }
        // Overlong, surrogate, truncated and stray continuation sequences, with and without an
        // escape before them; a string holding U+FFFD itself is valid.
        let quote: UInt8 = 0x22, escape: [UInt8] = [0x5C, 0x6E]
        for invalid: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0x61, 0xF8, 0x88, 0x80, 0x80, 0x80]] {
            for prefix in [[], escape] {
                #expect(throws: JSONSyntaxError(message: "string is not valid UTF-8", line: 1, column: 2 + prefix.count + invalid.count + 1)) {
                    try JSONParser.parse([quote] + prefix + invalid + [quote])
                }
            }
        }
        for valid in ["é", "서울", "🌊", "\u{FFFD}", "a\u{FFFD}b"] {
            #expect(try JSONParser.parse([quote] + Array(valid.utf8) + [quote]) == .string(valid))
            #expect(try JSONParser.parse([quote] + escape + Array(valid.utf8) + [quote]) == .string("\n" + valid))
        }
    }

    @Test func rejectsNestingPastTheLimit() {
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep, maximumDepth: 10) }
        #expect(throws: Never.self) { try JSONParser.parse(deep, maximumDepth: 20) }
    }

    @Test func rejectsTrailingContentAndBadNumbers() {
        for text in ["1 2", "01", "1.", "-", "1e", "1e999", "[1,]", "{\"a\" 1}", "\"\\x\""] {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(text) }
        }
    }

    @Test func canonicalWriterSortsKeysAndIsStableAcrossFormatting() throws {
        let first = try JSONParser.parse(#"{"b": 1, "a": [1.5, "x"], "c": {"z": 0, "y": -0.0}}"#)
        let second = try JSONParser.parse("{\n  \"c\": {\"y\": 0, \"z\": 0},\n  \"a\": [1.5, \"x\"],\n  \"b\": 1.0\n}")
        let writer = JSONWriter(style: .canonical)
        #expect(writer.string(first) == #"{"a":[1.5,"x"],"b":1,"c":{"y":0,"z":0}}"#)
        #expect(writer.string(first) == writer.string(second))
    }

    @Test func writerEscapesControlCharactersAndRoundTrips() throws {
        let value = JSONValue.string("tab\t quote\" \u{01} 한글 👋")
        let text = JSONWriter(style: .compact).string(value)
        #expect(text == "\"tab\\t quote\\\" \\u0001 한글 👋\"")
        #expect(try JSONParser.parse(text) == value)
    }

    @Test func numbersPrintShortestRoundTrippingForm() {
        #expect(JSONWriter.format(number: 3) == "3")
        #expect(JSONWriter.format(number: 184.0 / 3) == "61.333333333333336")
        #expect(JSONWriter.format(number: 0.1) == "0.1")
        #expect(Double(JSONWriter.format(number: 1e-7)) == 1e-7)
    }

    @Test func rejectsDuplicateKeysInObjectsPastTheLinearSearch() {
        let members = (0..<20).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        #expect(throws: JSONSyntaxError(message: #"duplicate key "k3" in object"#, line: 1, column: 2 + members.utf8.count + 1)) {
            try JSONParser.parse("{" + members + #","k3":0}"#)
        }
        #expect((try? JSONParser.parse("{" + members + "}"))?["k19"] == .number(19))
    }

    @Test func integersParseToTheDoubleTheirTextNames() throws {
        let value = try JSONParser.parse("[-0, 0, 123456789012345, -999999999999999, 1234567890123456789, 7.5, 1e2]")
        guard case .array(let numbers) = value, numbers.count == 7 else {
            Issue.record("expected seven numbers, got \(value)")
            return
        }
        let expected: [Double] = [-0.0, 0, 123_456_789_012_345, -999_999_999_999_999, 1_234_567_890_123_456_768, 7.5, 100]
        for (number, wanted) in zip(numbers, expected) {
            guard case .number(let parsed) = number else {
                Issue.record("not a number: \(number)")
                continue
            }
            #expect(parsed.bitPattern == wanted.bitPattern, "\(parsed) is not \(wanted)")
        }
    }

    @Test func stringsWithAndWithoutEscapesParseAlike() throws {
        #expect(try JSONParser.parse(#"["plain 한글", "a\nb\u00e9c", "tail\\"]"#) == .array([.string("plain 한글"), .string("a\nbéc"), .string("tail\\")]))
        #expect(throws: JSONSyntaxError(message: "control character in string", line: 1, column: 5)) {
            try JSONParser.parse("\"abc\u{01}\"")
        }
    }

    /// Objects and arrays of every size from 0 to 40, nested in each other and side by side,
    /// parse to the values they were written from (each container's members kept apart from
    /// its siblings' and its parents').
    @Test func parsesSiblingAndNestedContainersOfEverySize() throws {
        func value(_ size: Int, depth: Int) -> JSONValue {
            let leaf: (Int) -> JSONValue = { index in index % 3 == 0 ? .string("s\(index)") : .number(Double(index)) }
            if depth == 0 { return .array((0..<size).map(leaf)) }
            return .object((0..<size).map { index in
                JSONMember("k\(index)", index % 2 == 0 ? value((size + index) % 41, depth: depth - 1) : leaf(index))
            })
        }
        var checked = 0
        for size in 0...40 {
            let expected = JSONValue.array([value(size, depth: 2), value(40 - size, depth: 1), .array([]), .object([])])
            let text = JSONWriter(style: .pretty).string(expected)
            #expect(try JSONParser.parse(text) == expected, "size \(size)")
            checked += 1
        }
        #expect(checked == 41)
    }
}
