import LayoutEngine
import Testing
@testable import LayoutModels
import LayoutHashing

@Suite struct ViewTreeEncoderTests {
    static func compact(_ node: ViewNode) -> String {
        JSONWriter(style: .compact).string(ViewTreeEncoder.encode(node))
    }

    @Test func leavesDefaultsOut() {
        #expect(Self.compact(ViewNode(kind: .text("a", font: .body, lineLimit: nil))) == #"{"type":"text","text":"a"}"#)
        #expect(Self.compact(ViewNode(kind: .hstack(spacing: nil, alignment: .center))) == #"{"type":"hstack","children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .guideFlow(horizontalSpacing: 4, verticalSpacing: 4))) == #"{"type":"guideFlow","children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .flow(horizontalSpacing: 10, verticalSpacing: 10))) == #"{"type":"flow","children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .viewThatFits(horizontal: true, vertical: true))) == #"{"type":"viewThatFits","children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .image(width: 3, height: 4, resizable: false))) == #"{"type":"image","width":3,"height":4}"#)
        #expect(Self.compact(ViewNode(kind: .geometryReader)) == #"{"type":"geometryReader"}"#)
    }

    @Test func writesEveryNonDefaultField() {
        #expect(Self.compact(ViewNode(id: "t", kind: .text("a", font: .size(13.5), lineLimit: 2)))
            == #"{"type":"text","id":"t","text":"a","font":{"size":13.5},"lineLimit":2}"#)
        #expect(Self.compact(ViewNode(kind: .vstack(spacing: 0, alignment: .leading), children: [ViewNode(kind: .spacer(minLength: 3))]))
            == #"{"type":"vstack","spacing":0,"alignment":"leading","children":[{"type":"spacer","minLength":3}]}"#)
        #expect(Self.compact(ViewNode(kind: .zstack(alignment: .bottomTrailing))) == #"{"type":"zstack","alignment":"bottomTrailing","children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .viewThatFits(horizontal: true, vertical: false)))
            == #"{"type":"viewThatFits","axes":["horizontal"],"children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .flow(horizontalSpacing: 2, verticalSpacing: 10))) == #"{"type":"flow","spacing":[2,10],"children":[]}"#)
        #expect(Self.compact(ViewNode(kind: .geometryReader, children: [ViewNode(kind: .shape(.circle))]))
            == #"{"type":"geometryReader","child":{"type":"circle"}}"#)
        #expect(Self.compact(ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 16)))) == #"{"type":"roundedRectangle","cornerRadius":16}"#)
    }

    @Test func writesModifiersAsOneKeyObjectsInOrder() {
        let node = ViewNode(kind: .shape(.color), modifiers: [
            .padding(EdgeInsets(all: 8)),
            .padding(EdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10)),
            .padding(EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 5)),
            .frame(FixedFrame(width: 100, alignment: .topLeading)),
            .flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity)),
            .fixedSize(horizontal: true, vertical: true),
            .fixedSize(horizontal: false, vertical: true),
            .layoutPriority(1),
            .offset(x: 2, y: -1),
            .position(x: 5, y: 6),
            .aspectRatio(ratio: nil, contentMode: .fill),
            .alignmentGuide(.leading, value: -12.5),
            .rank(3),
            .hidden,
            .overlay(alignment: .center, content: ViewNode(kind: .shape(.capsule))),
        ])
        let expected = #"{"type":"color","modifiers":[{"padding":8},{"padding":{"vertical":3,"horizontal":10}},"#
            + #"{"padding":{"top":1,"bottom":2,"trailing":5}},{"frame":{"width":100,"alignment":"topLeading"}},"#
            + #"{"frame":{"minWidth":0,"maxWidth":"infinity"}},{"fixedSize":true},{"fixedSize":{"horizontal":false,"vertical":true}},"#
            + #"{"layoutPriority":1},{"offset":{"x":2,"y":-1}},{"position":{"x":5,"y":6}},"#
            + #"{"aspectRatio":{"ratio":null,"contentMode":"fill"}},{"alignmentGuide":{"guide":"leading","value":-12.5}},"#
            + #"{"rank":3},{"hidden":true},{"overlay":{"content":{"type":"capsule"}}}]}"#
        #expect(Self.compact(node) == expected)
    }

    /// A node using every modifier (so every encoding branch).
    static let everyModifier = ViewNode(id: "all", kind: .shape(.color), modifiers: [
        .padding(EdgeInsets(all: 8)),
        .padding(EdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10)),
        .padding(EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 5)),
        .frame(FixedFrame(width: 100, alignment: .topLeading)),
        .flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity)),
        .flexibleFrame(FlexibleFrame(idealWidth: 30, minHeight: 2, idealHeight: 5, maxHeight: 9, alignment: .bottom)),
        .fixedSize(horizontal: true, vertical: true),
        .fixedSize(horizontal: false, vertical: true),
        .layoutPriority(1),
        .offset(x: 2, y: -1),
        .position(x: 5, y: 6),
        .aspectRatio(ratio: nil, contentMode: .fill),
        .aspectRatio(ratio: 1.5, contentMode: .fit),
        .alignmentGuide(.leading, value: -12.5),
        .rank(3),
        .hidden,
        .overlay(alignment: .center, content: ViewNode(kind: .shape(.capsule))),
        .background(alignment: .topTrailing, content: ViewNode(kind: .shape(.ellipse))),
    ])

    /// Every kind of node with non-default and default fields.
    static let everyKind = ViewNode(kind: .vstack(spacing: nil, alignment: .center), children: [
        ViewNode(kind: .text("a", font: .body, lineLimit: nil)),
        ViewNode(kind: .text("b", font: .style(.caption2), lineLimit: 3)),
        ViewNode(kind: .text("c", font: .size(9.5), lineLimit: nil)),
        ViewNode(kind: .image(width: 3, height: 4, resizable: false)),
        ViewNode(kind: .image(width: 3, height: 4, resizable: true)),
        ViewNode(kind: .shape(.rectangle)), ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 4))),
        ViewNode(kind: .shape(.circle)), ViewNode(kind: .spacer(minLength: nil)), ViewNode(kind: .spacer(minLength: 0)),
        ViewNode(kind: .hstack(spacing: 0, alignment: .lastTextBaseline), children: [ViewNode(kind: .shape(.color))]),
        ViewNode(kind: .vstack(spacing: 2, alignment: .trailing)),
        ViewNode(kind: .zstack(alignment: .topLeading), children: [everyModifier]),
        ViewNode(kind: .viewThatFits(horizontal: false, vertical: true)),
        ViewNode(kind: .viewThatFits(horizontal: false, vertical: false)),
        ViewNode(kind: .flow(horizontalSpacing: 1, verticalSpacing: 2)),
        ViewNode(kind: .guideFlow(horizontalSpacing: 6, verticalSpacing: 4)),
        ViewNode(kind: .equalWidthHStack), ViewNode(kind: .equalWidthVStack), ViewNode(kind: .radial),
        ViewNode(kind: .geometryReader), ViewNode(kind: .geometryReader, children: [ViewNode(kind: .shape(.circle))]),
    ])

    @Test func decodesBackToTheSameNode() throws {
        var trees = [Self.everyModifier, Self.everyKind]
        for model in try SeedSet.embedded().models + ModelGenerator.generate(trips: 20, chipSets: 20, seed: 9) {
            var variants = [model]
            if case .chipSet(var chips) = model {
                chips.layout = chips.layout == .flow ? .guideFlow : .flow
                variants.append(.chipSet(chips))
            }
            for variant in variants {
                for template in variant.templates { trees.append(try variant.tree(for: template)) }
            }
        }
        for tree in trees {
            let encoded = ViewTreeEncoder.encode(tree)
            #expect(try ViewTreeDecoder.decode(encoded) == tree, "\(JSONWriter(style: .compact).string(encoded))")
            let reparsed = try JSONParser.parse(JSONWriter(style: .canonical).string(encoded))
            #expect(try ViewTreeDecoder.decode(reparsed) == tree)
        }
    }

    @Test func givesTreesThatSpellOutDefaultsTheSameTreeHashButNotTheSameContentHash() throws {
        let terse = try ViewTreeModel(name: "t", treeJSON: json(#"{"type":"hstack","children":[{"type":"text","text":"a"}]}"#))
        let verbose = try ViewTreeModel(name: "t", treeJSON: json(
            #"{"type":"hstack","alignment":"center","children":[{"type":"text","text":"a","font":"body","lineLimit":null}]}"#
        ))
        #expect(terse.root.treeHash == verbose.root.treeHash)
        #expect(Model.viewTree(terse).contentHash != Model.viewTree(verbose).contentHash)
    }

    @Test func encodesEqualTreesToEqualJSON() {
        let tree = TripCardTemplates.wide(TripCardTemplatesTests.trip(activities: 2))
        #expect(ViewTreeEncoder.encode(tree) == ViewTreeEncoder.encode(TripCardTemplates.wide(TripCardTemplatesTests.trip(activities: 2))))
        #expect(ViewTreeEncoder.encode(tree) != ViewTreeEncoder.encode(TripCardTemplates.wide(TripCardTemplatesTests.trip(activities: 3))))
    }
}
