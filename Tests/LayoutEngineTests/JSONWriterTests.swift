import Testing
@testable import LayoutEngine

@Suite struct JSONWriterTests {
    /// A value touching every case: nesting, unsorted and non-ASCII keys, escapes, numbers.
    static let sample = JSONValue.object([
        JSONMember("zeta", .array([.number(-0.0), .number(-42), .number(9_007_199_254_740_992), .number(0.25), .number(1e-7)])),
        JSONMember("é", .string("accent key")),
        JSONMember("alpha", .object([JSONMember("b", .bool(true)), JSONMember("a", .null), JSONMember("", .array([]))])),
        JSONMember("Zed", .string("tab\t nl\n cr\r bs\u{08} ff\u{0C} \u{1F} \\ \" 한글 👋")),
        JSONMember("empty", .object([])),
    ])

    @Test func bytesAreTheUTF8OfTheStringInEveryStyle() {
        for style in [JSONWriter.Style.canonical, .compact, .pretty] {
            let writer = JSONWriter(style: style)
            #expect(writer.bytes(Self.sample) == Array(writer.string(Self.sample).utf8))
        }
    }

    @Test func writeIntoAppendsToWhatTheBufferHolds() {
        var output = Array("prefix:".utf8)
        JSONWriter(style: .compact).write(.array([.number(1), .string("x")]), into: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"prefix:[1,"x"]"#)
    }

    @Test func canonicalSortsKeysByUTF8BytesAtEveryLevel() {
        let text = JSONWriter(style: .canonical).string(Self.sample)
        #expect(text.hasPrefix(#"{"Zed":"tab\t nl\n cr\r bs\b ff\f \u001f \\ \" 한글 👋","alpha":{"":[],"a":null,"b":true},"#))
        #expect(text.hasSuffix(#""empty":{},"zeta":[0,-42,9007199254740992.0,0.25,1e-07],"é":"accent key"}"#))
    }

    @Test func compactAndPrettyKeepMemberOrder() {
        let value = JSONValue.object([JSONMember("b", .number(1)), JSONMember("a", .array([.number(2), .object([])]))])
        #expect(JSONWriter(style: .compact).string(value) == #"{"b":1,"a":[2,{}]}"#)
        #expect(JSONWriter(style: .pretty).string(value) == "{\n  \"b\": 1,\n  \"a\": [\n    2,\n    {}\n  ]\n}")
    }

    @Test func integralNumbersPrintWithoutFractionUpToTwoToThe53() {
        #expect(JSONWriter.format(number: 0) == "0")
        #expect(JSONWriter.format(number: -0.0) == "0")
        #expect(JSONWriter.format(number: -1234567) == "-1234567")
        #expect(JSONWriter.format(number: 9_007_199_254_740_991) == "9007199254740991")
        #expect(JSONWriter.format(number: 9_007_199_254_740_992) == "9007199254740992.0")
        #expect(JSONWriter.format(number: 2.5) == "2.5")
    }

    @Test func quotedEscapesOnlyQuotesBackslashesAndControls() {
        #expect(JSONWriter.quoted("a\"b\\c/d\u{7F}é") == "\"a\\\"b\\\\c/d\u{7F}é\"")
        #expect(JSONWriter.quoted("\u{00}\u{1B}") == "\"\\u0000\\u001b\"")
    }

    @Test func duplicateKeysKeepTheirOrderWhenSorted() {
        let value = JSONValue.object([JSONMember("k", .number(2)), JSONMember("a", .null), JSONMember("k", .number(1))])
        #expect(JSONWriter(style: .canonical).string(value) == #"{"a":null,"k":2,"k":1}"#)
    }
}
