import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct ObjectReaderTests {
    @Test func rejectsFieldsItWasNotToldAbout() throws {
        let message = modelErrorMessage {
            _ = try ObjectReader(.object([JSONMember("colour", .string("red"))]), path: "$", allowedFields: ["name"])
        }
        #expect(message == #"$.colour: unknown field "colour" (allowed: name)"#)
    }

    @Test func acceptsIntegersOnlyWhenExact() throws {
        #expect(try ObjectReader.integer(.number(3), path: "$") == 3)
        #expect(try ObjectReader.integer(.number(-2), path: "$") == -2)
        #expect(modelErrorMessage { _ = try ObjectReader.integer(.number(2.5), path: "$.p") } == "$.p: expected an integer, got 2.5")
        #expect(modelErrorMessage { _ = try ObjectReader.integer(.number(1e300), path: "$.p") } == "$.p: expected an integer, got 1e+300")
        #expect(modelErrorMessage { _ = try ObjectReader.integer(.string("1"), path: "$.p") } == #"$.p: expected an integer, got "1""#)
    }

    @Test func acceptsOnlyFiniteNonNegativeLengths() throws {
        #expect(try ObjectReader.length(.number(0), path: "$") == 0)
        #expect(modelErrorMessage { _ = try ObjectReader.length(.number(-1), path: "$.w") } == "$.w: expected a finite number ≥ 0, got -1.0")
        #expect(modelErrorMessage { _ = try ObjectReader.length(.number(.nan), path: "$.w") } == "$.w: expected a finite number ≥ 0, got nan")
    }

    @Test func rejectsBlankRequiredStrings() throws {
        let reader = try ObjectReader(json(#"{"name": "  "}"#), path: "$[2]", allowedFields: ["name"])
        #expect(modelErrorMessage { _ = try reader.nonEmptyString("name") } == "$[2].name: expected a non-empty string")
        #expect(modelErrorMessage { _ = try reader.string("title") } == #"$[2]: missing required field "title""#)
    }
}
