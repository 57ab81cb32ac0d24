import Testing
@testable import LayoutEngine

@Suite struct CanonicalJSONOutputTests {
    @Test func membersWrittenOutOfOrderAreSortedAtEveryDepth() {
        var output = CanonicalJSONOutput()
        output.beginObject()
        output.key("type")
        output.string("vstack")
        output.key("children")
        output.beginArray()
        output.beginObject()
        output.key("z")
        output.number(1)
        output.key("a")
        output.beginObject()
        output.key("y")
        output.bool(false)
        output.key("b")
        output.null()
        output.endObject()
        output.endObject()
        output.number(2.5)
        output.endArray()
        output.key("id")
        output.string("x")
        output.endObject()
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"{"children":[{"a":{"b":null,"y":false},"z":1},2.5],"id":"x","type":"vstack"}"#)
    }

    @Test func equalKeysKeepTheirOrderAndEmptyContainersStayEmpty() {
        var output = CanonicalJSONOutput(appendingTo: Array("prefix:".utf8))
        output.beginObject()
        output.key("b")
        output.number(1)
        output.key("a")
        output.beginArray()
        output.endArray()
        output.key("b")
        output.number(2)
        output.key("c")
        output.beginObject()
        output.endObject()
        output.endObject()
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"prefix:{"a":[],"b":1,"b":2,"c":{}}"#)
    }

    @Test func removeAllStartsAFreshDocument() {
        var output = CanonicalJSONOutput()
        JSONValue.object([JSONMember("b", .number(1)), JSONMember("a", .number(2))]).write(to: &output)
        output.removeAll()
        JSONValue.array([.string("x")]).write(to: &output)
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"["x"]"#)
    }

    @Test func theBuilderGivesBackTheValueWrittenToIt() {
        var builder = JSONValueBuilder()
        JSONWriterTests.sample.write(to: &builder)
        #expect(builder.value == JSONWriterTests.sample)
    }

    /// `"a\""` sorts before `"a#"` by its own bytes (0x22 < 0x23), though its written form
    /// (`a\"`, 0x5C) would sort after.
    @Test func keysWithEscapesSortByTheirOwnBytesNotTheirEscapes() {
        var output = CanonicalJSONOutput()
        JSONValue.object([JSONMember("a#", .number(2)), JSONMember("a\"", .number(1)), JSONMember("a\n", .number(0))]).write(to: &output)
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"{"a\n":0,"a\"":1,"a#":2}"#)
    }
}
