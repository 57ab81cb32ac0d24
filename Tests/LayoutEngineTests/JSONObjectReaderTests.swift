import Testing
import LayoutEngine

/// A failure that keeps the reader's problem as it is.
private struct ReadFailure: JSONReadFailure, Equatable, CustomStringConvertible {
    var path: String
    var problem: JSONReadProblem
    var description: String { "\(path): \(problem)" }
}

private typealias Reader = JSONObjectReader<ReadFailure>

@Suite struct JSONObjectReaderTests {
    private func object(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    @Test func readsMembersAndTheirPaths() throws {
        let reader = try Reader(object(#"{"name":"a","size":{"width":3},"list":[1],"note":null}"#), path: "$[1]")
        #expect(try reader.string("name") == "a")
        #expect(try reader.object("size").number("width", in: .length) == 3)
        #expect(try reader.object("size").path(of: "width") == "$[1].size.width")
        #expect(try reader.array("list") == [.number(1)])
        #expect(reader.optional("note") == nil, "null counts as not given")
        #expect(try reader.optionalString("absent") == nil)
        #expect(throws: ReadFailure(path: "$[1]", problem: .missingField("note"))) { try reader.string("note") }
    }

    @Test func rejectsMembersItWasNotToldAbout() throws {
        #expect(throws: ReadFailure(path: "$.b", problem: .unknownField("b", allowed: ["a"]))) {
            try Reader(object(#"{"a":1,"b":2}"#), path: "$", allowedFields: ["a"])
        }
        #expect(throws: ReadFailure(path: "$", problem: .wrongType(expected: "an object", found: .array([])))) {
            try Reader(.array([]), path: "$")
        }
    }

    /// The one number policy: lengths 0…1e9, coordinates ±1e9, integers exact up to 2^53,
    /// computed sizes any finite number ≥ 0.
    @Test func appliesTheOneNumberPolicy() {
        #expect(JSONNumberRange.length.contains(1e9) && !JSONNumberRange.length.contains(1e9 + 1))
        #expect(!JSONNumberRange.length.contains(-0.5) && !JSONNumberRange.length.contains(.infinity))
        #expect(JSONNumberRange.coordinate.contains(-1e9) && !JSONNumberRange.coordinate.contains(-2e9))
        #expect(JSONNumberRange.integer.contains(9_007_199_254_740_992) && !JSONNumberRange.integer.contains(9_007_199_254_740_994))
        #expect(!JSONNumberRange.integer.contains(2.5))
        #expect(JSONNumberRange.integer(minimum: 1).contains(1) && !JSONNumberRange.integer(minimum: 1).contains(0))
        #expect(JSONNumberRange.computedSize.contains(1e300) && !JSONNumberRange.computedSize.contains(.nan))
    }

    @Test func namesWhatANumberBroke() {
        #expect(JSONReadProblem.outOfRange(.integer(minimum: 1), found: 0).description == "expected an integer ≥ 1, got 0")
        #expect(JSONReadProblem.outOfRange(.length, found: 2e9).description == "expected a finite number ≥ 0 up to 1000000000, got 2000000000.0")
        #expect(throws: ReadFailure(path: "$.n", problem: .wrongType(expected: "a number", found: .string("1")))) {
            try Reader.number(.string("1"), in: .length, path: "$.n")
        }
        #expect(throws: ReadFailure(path: "$.n", problem: .outOfRange(.integer, found: 0.5))) {
            try Reader.number(.number(0.5), in: .integer, path: "$.n")
        }
    }

    @Test func readsANameFromAFixedSet() throws {
        enum Side: String, CaseIterable { case left, right }
        let reader = try Reader(object(#"{"side":"right","other":"up"}"#), path: "$")
        #expect(try reader.named("side", Side.self) == .right)
        #expect(throws: ReadFailure(path: "$.other", problem: .wrongType(expected: #"one of "left", "right""#, found: .string("up")))) {
            try reader.named("other", Side.self)
        }
    }

    /// A non-empty string is one with a character that is not whitespace; the reader's shortcut
    /// (a first scalar that is not whitespace) answers as looking at every character does,
    /// for Unicode whitespace, marks on whitespace and text outside ASCII.
    @Test func nonEmptyStringsAreThoseWithACharacterThatIsNotWhitespace() throws {
        let texts = [
            "Swift", "첫번째", "🍜 Food", "\u{3000}", "\u{3000}서울", "\u{A0}\u{2003}", "\u{A0}x", " \u{301}", "\u{301}",
            "\u{2028}", "\u{85}", "\u{200B}", "\u{FEFF}", "\t\n", "\u{1680}", "\u{205F}a", "\u{3000}\u{20DD}",
        ]
        for text in texts {
            let reader = try Reader(.object([JSONMember("title", .string(text))]), path: "$")
            let expected = text.contains { !$0.isWhitespace }
            if expected {
                #expect(try reader.nonEmptyString("title") == text, "\(Array(text.unicodeScalars))")
            } else {
                #expect(throws: ReadFailure(path: "$.title", problem: .emptyString), "\(Array(text.unicodeScalars))") {
                    try reader.nonEmptyString("title")
                }
            }
        }
        #expect(texts.filter { text in !text.contains { !$0.isWhitespace } }.count >= 5, "blank texts are among the cases")
    }
}
