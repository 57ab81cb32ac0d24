import LayoutEngine
import Testing

/// The version 2 node types and modifiers (`view-tree.md`, "Version 2 additions"): what they
/// decode to, that they encode back to the same JSON, and every listed error with its path.
@Suite struct ViewTreeDecoderVersion2Tests {
    func decodeError(_ json: String) throws -> String {
        do {
            _ = try ViewTreeDecoder.decode(try JSONParser.parse(json))
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func decodesGridItemsWithTheirDefaults() throws {
        let json = #"{"type":"lazyVGrid","columns":[{"size":{"fixed":70}},{"size":{"flexible":{}},"spacing":null},{"size":{"adaptive":{"minimum":40}},"spacing":4,"alignment":"topLeading"}],"children":[]}"#
        let node = try ViewTreeDecoder.decode(try JSONParser.parse(json))
        #expect(node.kind == .lazyVGrid(columns: [
            GridItem(.fixed(70)), GridItem(.flexible(minimum: 10, maximum: .infinity)),
            GridItem(.adaptive(minimum: 40, maximum: .infinity), spacing: 4, alignment: .topLeading),
        ], spacing: nil, alignment: .center))
    }

    @Test func decodesModifiersOfGridsPreferencesAndMatchedGeometry() throws {
        let json = """
        {"type":"grid","children":[{"type":"gridRow","alignment":"top","children":[
          {"type":"color","modifiers":[{"gridCellColumns":2},{"gridColumnAlignment":"trailing"},{"gridCellAnchor":"bottomLeading"},
            {"gridCellUnsizedAxes":["horizontal"]},{"anchorPreference":{"key":"k"}},{"matchedGeometryEffect":{"id":"x"}}]},
          {"type":"color"}, {"type":"color"}]}],
         "modifiers":[{"overlayPreferenceValue":{"key":"k","alignment":"bottom","content":{"type":"rectangle"}}}]}
        """
        let node = try ViewTreeDecoder.decode(try JSONParser.parse(json))
        #expect(node.children[0].kind == .gridRow(alignment: .top))
        #expect(node.children[0].children[0].modifiers == [
            .gridCellColumns(2), .gridColumnAlignment(.trailing), .gridCellAnchor(.bottomLeading),
            .gridCellUnsizedAxes(horizontal: true, vertical: false), .anchorPreference(key: "k"),
            .matchedGeometryEffect(MatchedGeometry(id: "x")),
        ])
        #expect(node.modifiers == [.overlayPreferenceValue(key: "k", alignment: .bottom, content: ViewNode(kind: .shape(.rectangle)))])
    }

    @Test func encodesVersion2TreesBackToTheSameNode() throws {
        let json = """
        {"type":"vstack","children":[
          {"type":"lazyHGrid","rows":[{"size":{"flexible":{"minimum":20,"maximum":80}}}],"spacing":3,"alignment":"top","children":[{"type":"divider"}]},
          {"type":"scrollView","axes":["horizontal"],"child":{"type":"lazyHStack","spacing":2,"alignment":"bottom","children":[]}},
          {"type":"lazyVStack","children":[{"type":"text","text":"a","modifiers":[{"anchorPreference":{"key":"k"}},{"padding":-5}]}]},
          {"type":"grid","alignment":"leading","horizontalSpacing":1,"children":[{"type":"gridRow","children":[{"type":"color"}]}]},
          {"type":"color","modifiers":[{"matchedGeometryEffect":{"id":"m","namespace":"n","properties":"size","anchor":"top"}}]},
          {"type":"color","modifiers":[{"matchedGeometryEffect":{"id":"m","namespace":"n","isSource":false}}]}],
         "modifiers":[{"backgroundPreferenceValue":{"key":"k","content":{"type":"color"}}}]}
        """
        let node = try ViewTreeDecoder.decode(try JSONParser.parse(json))
        #expect(try ViewTreeDecoder.decode(ViewTreeEncoder.encode(node)) == node)
        #expect(node.children[2].children[0].modifiers[1] == .padding(EdgeInsets(all: -5)))
    }

    @Test func rejectsAnUnknownGridItemForm() throws {
        #expect(try decodeError(#"{"type":"lazyVGrid","columns":[{"size":{"fixed":10}},{"size":{"elastic":5}}],"children":[]}"#)
            == #"$.columns[1].size.elastic: unknown grid item size "elastic"; expected fixed, flexible or adaptive"#)
    }

    @Test func rejectsAGridWithoutItems() throws {
        #expect(try decodeError(#"{"type":"lazyVGrid","columns":[],"children":[]}"#)
            == "$.columns: expected at least one grid item, got an empty array")
        #expect(try decodeError(#"{"type":"lazyHGrid","children":[]}"#) == #"$: missing field "rows""#)
    }

    @Test func rejectsNegativeAndNonFiniteGridSizes() throws {
        #expect(try decodeError(#"{"type":"lazyVGrid","columns":[{"size":{"fixed":-1}}],"children":[]}"#)
            == "$.columns[0].size.fixed: expected a number ≥ 0, got -1")
        #expect(try decodeError(#"{"type":"lazyVGrid","columns":[{"size":{"adaptive":{"minimum":"infinity"}}}],"children":[]}"#)
            == #"$.columns[0].size.adaptive.minimum: expected a number ≥ 0, got "infinity""#)
    }

    @Test func rejectsAGridRowOutsideAGrid() throws {
        #expect(try decodeError(#"{"type":"vstack","children":[{"type":"gridRow","children":[]}]}"#)
            == "$.children[0]: a gridRow is only valid as a child of a grid")
    }

    @Test func rejectsASpanPastTheWidestRow() throws {
        let json = #"{"type":"grid","children":[{"type":"gridRow","children":[{"type":"color"},{"type":"color"}]},{"type":"gridRow","children":[{"type":"color","modifiers":[{"gridCellColumns":3}]}]}]}"#
        #expect(try decodeError(json)
            == "$.children[1].children[0].modifiers[0].gridCellColumns: the cell spans 3 columns but the widest row of the grid has 2")
    }

    @Test func rejectsAnAnchorKeyNobodyPublishes() throws {
        #expect(try decodeError(#"{"type":"color","modifiers":[{"overlayPreferenceValue":{"key":"tab","content":{"type":"color"}}}]}"#)
            == #"$.modifiers[0].overlayPreferenceValue: no view publishes the anchor preference "tab""#)
    }

    @Test func rejectsMatchedGeometryWithoutOrWithTwoSources() throws {
        #expect(try decodeError(#"{"type":"zstack","children":[{"type":"color","modifiers":[{"matchedGeometryEffect":{"id":"a","isSource":false}}]}]}"#)
            == #"$.children[0].modifiers[0].matchedGeometryEffect: no source (isSource true) for the matched geometry "a" in namespace "default""#)
        #expect(try decodeError(#"{"type":"zstack","children":[{"type":"color","modifiers":[{"matchedGeometryEffect":{"id":"a"}}]},{"type":"color","modifiers":[{"matchedGeometryEffect":{"id":"a"}}]}]}"#)
            == #"$.children[1].modifiers[0].matchedGeometryEffect: a second source for the matched geometry "a" in namespace "default""#)
    }

    @Test func rejectsAScrollViewWithoutChildAndEmptyAxes() throws {
        #expect(try decodeError(#"{"type":"scrollView"}"#) == #"$: missing field "child""#)
        #expect(try decodeError(#"{"type":"scrollView","axes":[],"child":{"type":"color"}}"#) == "$.axes: expected at least one axis, got an empty array")
    }
}
