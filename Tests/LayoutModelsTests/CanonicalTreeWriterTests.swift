import Foundation
import LayoutEngine
import LayoutHashing
import Testing
@testable import LayoutModels

/// The tree hash's canonical bytes are written by a writer that knows each object's keys and
/// writes them already in order. These check its bytes against canonical strings written out by
/// hand, and against Foundation's JSON reading of the readable encoding for every fixture, seed
/// and generated tree.
@Suite struct CanonicalTreeWriterTests {
    static func canonical(_ node: ViewNode) -> String {
        String(decoding: ViewTreeEncoder.canonicalBytes(of: node), as: UTF8.self)
    }

    /// Version 1 kinds and modifiers, with escapes, non-ASCII text, fractions and negatives.
    static let version1Tree = ViewNode(id: "card", kind: .vstack(spacing: 8, alignment: .leading), modifiers: [
        .frame(FixedFrame(width: 185, height: 220, alignment: .top)),
        .background(alignment: .center, content: ViewNode(id: "bg", kind: .shape(.color))),
    ], children: [
        ViewNode(id: "photo", kind: .image(width: 300, height: 200.5, resizable: true), modifiers: [
            .aspectRatio(ratio: nil, contentMode: .fill),
            .flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 150, maxHeight: 150)),
            .overlay(alignment: .bottomTrailing, content: ViewNode(
                kind: .text("3 \"activities\"", font: .style(.caption), lineLimit: 1),
                modifiers: [.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))]
            )),
        ]),
        ViewNode(id: "name", kind: .text("Île de Ré 🌊", font: .size(13.5), lineLimit: nil), modifiers: [
            .padding(EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 5)), .layoutPriority(-1), .offset(x: 2, y: -0.25),
            .fixedSize(horizontal: false, vertical: true), .alignmentGuide(.leading, value: -12.5), .rank(3), .hidden,
        ]),
        ViewNode(kind: .hstack(spacing: nil, alignment: .firstTextBaseline), children: [
            ViewNode(kind: .spacer(minLength: 0)), ViewNode(kind: .shape(.roundedRectangle(cornerRadius: 16))),
        ]),
        ViewNode(kind: .flow(horizontalSpacing: 2, verticalSpacing: 10)),
        ViewNode(kind: .guideFlow(horizontalSpacing: 6, verticalSpacing: 3)),
        ViewNode(kind: .viewThatFits(horizontal: true, vertical: false)),
        ViewNode(kind: .zstack(alignment: .topLeading)),
        ViewNode(kind: .geometryReader, children: [ViewNode(kind: .shape(.circle))]),
    ])

    /// Version 2 kinds and modifiers.
    static let version2Tree = ViewNode(kind: .scrollView(horizontal: true, vertical: false), children: [
        ViewNode(kind: .lazyVStack(spacing: 2, alignment: .trailing), children: [
            ViewNode(id: "grid", kind: .grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: nil), children: [
                ViewNode(kind: .gridRow(alignment: .bottom), children: [
                    ViewNode(kind: .divider, modifiers: [
                        .gridCellColumns(2), .gridColumnAlignment(.trailing), .gridCellAnchor(.topTrailing),
                        .gridCellUnsizedAxes(horizontal: true, vertical: false),
                    ]),
                ]),
                ViewNode(kind: .gridRow(alignment: nil)),
            ]),
            ViewNode(kind: .lazyVGrid(columns: [
                GridItem(.fixed(40)), GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 3, alignment: .bottomLeading),
                GridItem(.adaptive(minimum: 20, maximum: 60)),
            ], spacing: nil, alignment: .leading)),
            ViewNode(kind: .lazyHGrid(rows: [GridItem(.fixed(12))], spacing: 5, alignment: .center)),
            ViewNode(kind: .lazyHStack(spacing: nil, alignment: .center), modifiers: [
                .anchorPreference(key: "k"),
                .overlayPreferenceValue(key: "k", alignment: .bottom, content: ViewNode(kind: .shape(.capsule))),
                .backgroundPreferenceValue(key: "k", alignment: .center, content: ViewNode(kind: .shape(.ellipse))),
                .matchedGeometryEffect(MatchedGeometry(id: "m", namespace: "ns", isSource: false, properties: .size, anchor: .bottomLeading)),
                .matchedGeometryEffect(MatchedGeometry(id: "n")),
                .position(x: 5, y: 6),
                .aspectRatio(ratio: 1.5, contentMode: .fit),
                .padding(EdgeInsets(all: 8)),
                .padding(EdgeInsets(top: -5, leading: 3, bottom: 0, trailing: 3)),
                .fixedSize(horizontal: true, vertical: true),
            ]),
        ]),
    ])

    @Test func writesVersion1TreesAsTheirHandWrittenCanonicalJSON() {
        let expected = #"{"alignment":"leading","children":["#
            + #"{"height":200.5,"id":"photo","modifiers":[{"aspectRatio":{"contentMode":"fill","ratio":null}},"#
            + #"{"frame":{"maxHeight":150,"maxWidth":"infinity","minHeight":150,"minWidth":0}},"#
            + #"{"overlay":{"alignment":"bottomTrailing","content":{"font":"caption","lineLimit":1,"#
            + #""modifiers":[{"padding":{"horizontal":8,"vertical":4}}],"text":"3 \"activities\"","type":"text"}}}],"#
            + #""resizable":true,"type":"image","width":300},"#
            + #"{"font":{"size":13.5},"id":"name","modifiers":[{"padding":{"bottom":2,"top":1,"trailing":5}},"#
            + #"{"layoutPriority":-1},{"offset":{"x":2,"y":-0.25}},{"fixedSize":{"horizontal":false,"vertical":true}},"#
            + #"{"alignmentGuide":{"guide":"leading","value":-12.5}},{"rank":3},{"hidden":true}],"text":"Île de Ré 🌊","type":"text"},"#
            + #"{"alignment":"firstTextBaseline","children":[{"minLength":0,"type":"spacer"},"#
            + #"{"cornerRadius":16,"type":"roundedRectangle"}],"type":"hstack"},"#
            + #"{"children":[],"spacing":[2,10],"type":"flow"},"#
            + #"{"children":[],"horizontalSpacing":6,"type":"guideFlow","verticalSpacing":3},"#
            + #"{"axes":["horizontal"],"children":[],"type":"viewThatFits"},"#
            + #"{"alignment":"topLeading","children":[],"type":"zstack"},"#
            + #"{"child":{"type":"circle"},"type":"geometryReader"}],"#
            + #""id":"card","modifiers":[{"frame":{"alignment":"top","height":220,"width":185}},"#
            + #"{"background":{"content":{"id":"bg","type":"color"}}}],"spacing":8,"type":"vstack"}"#
        #expect(Self.canonical(Self.version1Tree) == expected)
        #expect(Self.version1Tree.treeHash == SHA256.hash(expected))
    }

    @Test func writesVersion2TreesAsTheirHandWrittenCanonicalJSON() {
        let expected = #"{"axes":["horizontal"],"child":{"alignment":"trailing","children":["#
            + #"{"alignment":"leading","children":[{"alignment":"bottom","children":[{"modifiers":[{"gridCellColumns":2},"#
            + #"{"gridColumnAlignment":"trailing"},{"gridCellAnchor":"topTrailing"},{"gridCellUnsizedAxes":["horizontal"]}],"#
            + #""type":"divider"}],"type":"gridRow"},{"children":[],"type":"gridRow"}],"horizontalSpacing":4,"id":"grid","type":"grid"},"#
            + #"{"alignment":"leading","children":[],"columns":[{"size":{"fixed":40}},"#
            + #"{"alignment":"bottomLeading","size":{"flexible":{"maximum":"infinity","minimum":10}},"spacing":3},"#
            + #"{"size":{"adaptive":{"maximum":60,"minimum":20}}}],"type":"lazyVGrid"},"#
            + #"{"children":[],"rows":[{"size":{"fixed":12}}],"spacing":5,"type":"lazyHGrid"},"#
            + #"{"children":[],"modifiers":[{"anchorPreference":{"key":"k"}},"#
            + #"{"overlayPreferenceValue":{"alignment":"bottom","content":{"type":"capsule"},"key":"k"}},"#
            + #"{"backgroundPreferenceValue":{"content":{"type":"ellipse"},"key":"k"}},"#
            + #"{"matchedGeometryEffect":{"anchor":"bottomLeading","id":"m","isSource":false,"namespace":"ns","properties":"size"}},"#
            + #"{"matchedGeometryEffect":{"id":"n"}},{"position":{"x":5,"y":6}},{"aspectRatio":{"contentMode":"fit","ratio":1.5}},"#
            + #"{"padding":8},{"padding":{"horizontal":3,"top":-5}},{"fixedSize":true}],"type":"lazyHStack"}],"#
            + #""spacing":2,"type":"lazyVStack"},"type":"scrollView"}"#
        #expect(Self.canonical(Self.version2Tree) == expected)
        #expect(Self.version2Tree.treeHash == SHA256.hash(expected))
    }

    /// Every fixture, seed and generated tree (and the two above): the bytes have every
    /// object's keys in UTF-8 order and no whitespace, and Foundation reads them as the same
    /// JSON as the readable encoding (member order aside).
    @Test func everyTreeIsItsReadableEncodingWithSortedKeysAsFoundationReadsIt() throws {
        let trees = TreeHashTests.trees + [("version 1", Self.version1Tree), ("version 2", Self.version2Tree)]
        #expect(trees.count > 600)
        var mismatches: [String] = []
        for (name, tree) in trees {
            let bytes = ViewTreeEncoder.canonicalBytes(of: tree)
            let parsed = try JSONParser.parse(bytes)
            let readable = JSONWriter(style: .pretty).bytes(ViewTreeEncoder.encode(tree))
            let foundationCanonical = try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
            let foundationReadable = try JSONSerialization.jsonObject(with: Data(readable)) as? NSDictionary
            let sameJSON = foundationCanonical != nil && foundationCanonical == foundationReadable
            if !Self.hasSortedKeys(parsed) || JSONWriter(style: .compact).bytes(parsed) != bytes || !sameJSON {
                mismatches.append(name)
            }
        }
        #expect(mismatches.isEmpty, "canonical bytes wrong for \(mismatches.prefix(5))")
    }

    /// Whether every object in `value` has its keys in strictly ascending UTF-8 order.
    static func hasSortedKeys(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let elements): return elements.allSatisfy(hasSortedKeys)
        case .object(let members):
            let ordered = zip(members, members.dropFirst()).allSatisfy { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return ordered && members.allSatisfy { hasSortedKeys($0.value) }
        default: return true
        }
    }

    /// Nodes sharing one modifier list (as a chip set's chips do) write the bytes the same
    /// tree writes with a list of its own per node, nested lists and different lists between
    /// them included; so do the chip set templates of the generated models.
    @Test func sharedModifierListsWriteAsListsOfTheirOwn() throws {
        let shared: [Modifier] = [
            .padding(EdgeInsets(all: 3)),
            .background(alignment: .center, content: ViewNode(kind: .shape(.capsule), modifiers: [.padding(EdgeInsets(all: 1))])),
            .frame(FixedFrame(height: 24)),
        ]
        let other: [Modifier] = [.layoutPriority(2)]
        func tree(_ list: () -> [Modifier], _ otherList: () -> [Modifier]) -> ViewNode {
            ViewNode(kind: .vstack(spacing: nil, alignment: .center), modifiers: list(), children: [
                ViewNode(id: "a", kind: .text("a", font: .body, lineLimit: nil), modifiers: list()),
                ViewNode(id: "b", kind: .text("b", font: .body, lineLimit: nil), modifiers: otherList()),
                ViewNode(id: "c", kind: .hstack(spacing: 2, alignment: .center), modifiers: list(), children: [
                    ViewNode(kind: .spacer(minLength: nil), modifiers: list()),
                ]),
            ])
        }
        // `map` makes a list with storage of its own each time.
        let sharing = tree({ shared }, { other }), separate = tree({ shared.map { $0 } }, { other.map { $0 } })
        #expect(Self.canonical(sharing) == Self.canonical(separate))
        #expect(Self.canonical(sharing).components(separatedBy: #"{"padding":3}"#).count == 5, "every node wrote the shared list")

        let chipSets = TreeHashTests.generated.compactMap { model -> ChipSet? in
            if case .chipSet(let chips) = model, chips.chips.count > 1 { return chips }
            return nil
        }
        #expect(chipSets.count > 20)
        for chipSet in chipSets {
            let tree = ChipSetTemplate.tree(chipSet)
            let unshared = ViewNode(id: tree.id, kind: tree.kind, modifiers: tree.modifiers, children: tree.children.map {
                ViewNode(id: $0.id, kind: $0.kind, modifiers: $0.modifiers.map { $0 }, children: $0.children)
            })
            #expect(Self.canonical(tree) == Self.canonical(unshared), "\(chipSet.name)")
        }
    }
}
