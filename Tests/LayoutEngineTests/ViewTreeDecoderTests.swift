import LayoutEngine
import Testing

/// The decoder: what it builds, and one test per error class with its message.
@Suite struct ViewTreeDecoderTests {
    func decodeError(_ json: String) throws -> String {
        let value = try JSONParser.parse(json, maximumDepth: 10_000)
        do {
            _ = try ViewTreeDecoder.decode(value)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func decodesNodesModifiersAndDefaults() throws {
        let json = """
        {"type":"hstack","id":"row","children":[{"type":"text","text":"a","font":{"size":12},"lineLimit":2},{"type":"spacer"}],
         "modifiers":[{"padding":{"horizontal":null}},{"frame":{"maxWidth":"infinity"}},{"overlay":{"content":{"type":"circle"}}}]}
        """
        let node = try ViewTreeDecoder.decode(try JSONParser.parse(json))
        #expect(node.id == "row")
        #expect(node.kind == .hstack(spacing: nil, alignment: .center))
        #expect(node.children[0].kind == .text("a", font: .size(12), lineLimit: 2))
        #expect(node.modifiers[0] == .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
        #expect(node.modifiers[1] == .flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        #expect(node.modifiers[2] == .overlay(alignment: .center, content: ViewNode(kind: .shape(.circle))))
    }

    @Test func rejectsWrongValueTypeWithPath() throws {
        let message = try decodeError(#"{"type":"vstack","children":[{"type":"color"},{"type":"color"},{"type":"color","modifiers":[{"frame":{"width":"wide"}}]}]}"#)
        #expect(message == #"$.children[2].modifiers[0].frame.width: expected a number ≥ 0, got "wide""#)
    }

    @Test func rejectsUnknownType() throws {
        #expect(try decodeError(#"{"type":"list"}"#) == #"$.type: unknown node type "list""#)
    }

    @Test func rejectsUnknownField() throws {
        #expect(try decodeError(#"{"type":"color","colour":"red"}"#) == "$.colour: unknown field for a color node")
    }

    @Test func rejectsUnknownModifier() throws {
        #expect(try decodeError(#"{"type":"color","modifiers":[{"blur":3}]}"#) == #"$.modifiers[0].blur: unknown modifier "blur""#)
    }

    @Test func rejectsModifierObjectsWithoutExactlyOneKey() throws {
        #expect(try decodeError(#"{"type":"color","modifiers":[{"padding":1,"hidden":true}]}"#)
            == "$.modifiers[0]: expected an object with exactly one key, got 2 keys")
    }

    @Test func rejectsNegativeSizes() throws {
        #expect(try decodeError(#"{"type":"image","width":-1,"height":2}"#) == "$.width: expected a number ≥ 0, got -1")
    }

    @Test func rejectsInfinityOutsideMaxFields() throws {
        #expect(try decodeError(#"{"type":"color","modifiers":[{"frame":{"minWidth":"infinity"}}]}"#)
            == #"$.modifiers[0].frame.minWidth: expected a number ≥ 0, got "infinity""#)
    }

    @Test func rejectsMixedFrameKinds() throws {
        #expect(try decodeError(#"{"type":"color","modifiers":[{"frame":{"width":10,"maxHeight":5}}]}"#)
            == "$.modifiers[0].frame: expected either width/height or min/ideal/max fields, got both kinds")
    }

    @Test func rejectsMissingRequiredField() throws {
        #expect(try decodeError(#"{"type":"text"}"#) == #"$: missing field "text""#)
    }

    @Test func rejectsTreesDeeperThanTheLimit() throws {
        var json = #"{"type":"color"}"#
        for _ in 0..<ViewTreeDecoder.maximumDepth { json = #"{"type":"zstack","children":["# + json + "]}" }
        let message = try decodeError(json)
        #expect(message.hasSuffix(": the tree is deeper than 256 levels"))
        #expect(message.hasPrefix("$" + String(repeating: ".children[0]", count: 256)))
    }

    @Test func rejectsUnknownNames() throws {
        #expect(try decodeError(#"{"type":"zstack","alignment":"middle","children":[]}"#)
            == #"$.alignment: expected one of the names in docs/view-tree.md, got "middle""#)
    }
}
