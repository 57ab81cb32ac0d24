import LayoutEngine
import Testing
@testable import LayoutModels

/// The package's JSON object reader as models use it: its problems become model rules.
@Suite struct ModelReaderTests {
    @Test func rejectsFieldsItWasNotToldAbout() throws {
        let message = modelErrorMessage {
            _ = try ModelReader(.object([JSONMember("colour", .string("red"))]), path: "$", allowedFields: ["name"])
        }
        #expect(message == #"$.colour: unknown field "colour" (allowed: name)"#)
    }

    @Test func acceptsIntegersOnlyWhenExact() throws {
        #expect(try ModelReader.number(.number(3), in: .integer, path: "$") == 3)
        #expect(try ModelReader.number(.number(-2), in: .integer, path: "$") == -2)
        #expect(modelErrorMessage { _ = try ModelReader.number(.number(2.5), in: .integer, path: "$.p") } == "$.p: expected an integer, got 2.5")
        #expect(modelErrorMessage { _ = try ModelReader.number(.number(1e300), in: .integer, path: "$.p") } == "$.p: expected an integer, got 1e+300")
        #expect(modelErrorMessage { _ = try ModelReader.number(.string("1"), in: .integer, path: "$.p") } == #"$.p: expected an integer, got "1""#)
    }

    @Test func acceptsOnlyFiniteNonNegativeLengths() throws {
        #expect(try ModelReader.number(.number(0), in: .length, path: "$") == 0)
        #expect(modelErrorMessage { _ = try ModelReader.number(.number(-1), in: .length, path: "$.w") } == "$.w: expected a finite number ≥ 0, got -1.0")
        #expect(modelErrorMessage { _ = try ModelReader.number(.number(.nan), in: .length, path: "$.w") } == "$.w: expected a finite number ≥ 0, got nan")
        #expect(try ModelReader.number(.number(1e9), in: .length, path: "$") == 1e9)
        #expect(modelErrorMessage { _ = try ModelReader.number(.number(2e9), in: .length, path: "$.w") }
                == "$.w: expected a number ≤ 1e9 (the largest length the engine accepts), got 2000000000.0")
    }

    @Test func rejectsBlankRequiredStrings() throws {
        let reader = try ModelReader(json(#"{"name": "  "}"#), path: "$[2]", allowedFields: ["name"])
        #expect(modelErrorMessage { _ = try reader.nonEmptyString("name") } == "$[2].name: expected a non-empty string")
        #expect(modelErrorMessage { _ = try reader.string("title") } == #"$[2]: missing required field "title""#)
    }

    @Test func namesAnArrayElementsPathOnlyInItsErrors() throws {
        let element = try ModelReader(json(#"{"title": "a", "extra": 1}"#), elementOf: "$.chips", at: 3)
        #expect(element.path == "$.chips[3]")
        #expect(element.path(of: "title") == "$.chips[3].title")
        #expect(modelErrorMessage { _ = try ModelReader(.number(1), elementOf: "$.chips", at: 2) } == "$.chips[2]: expected an object, got 1")
        #expect(modelErrorMessage { _ = try ModelReader(json(#"{"colour": 1}"#), elementOf: "$[0].chips", at: 12, allowedFields: ["title"]) }
                == #"$[0].chips[12].colour: unknown field "colour" (allowed: title)"#)
        #expect(modelErrorMessage { _ = try element.number("priority", in: .integer) } == #"$.chips[3]: missing required field "priority""#)
    }

    @Test func acceptsStringsWithAnyNonWhitespaceCharacter() throws {
        let reader = try ModelReader(json(#"{"a": "x", "b": " x ", "c": "\u00a0\u3000", "d": "\u00e9", "e": "\t\n", "f": " \u0301"}"#), path: "$")
        #expect(try reader.nonEmptyString("a") == "x")
        #expect(try reader.nonEmptyString("b") == " x ")
        #expect(modelErrorMessage { _ = try reader.nonEmptyString("c") } == "$.c: expected a non-empty string")
        #expect(try reader.nonEmptyString("d") == "é")
        #expect(modelErrorMessage { _ = try reader.nonEmptyString("e") } == "$.e: expected a non-empty string")
        #expect(modelErrorMessage { _ = try reader.nonEmptyString("f") } == "$.f: expected a non-empty string")
    }
}
