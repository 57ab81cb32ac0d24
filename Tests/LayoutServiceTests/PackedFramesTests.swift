import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct PackedFramesTests {
    private func roundTrip(_ result: LayoutResult, shape: TreeShape) throws -> LayoutResult {
        try PackedFrames.decode(PackedFrames.encode(result, shape: shape), shape: shape, proposal: result.proposal, size: result.size)
    }

    private func shape(of result: LayoutResult, texts: [String?] = []) -> TreeShape {
        TreeShape(nodes: result.nodes.enumerated().map { index, node in
            TreeShape.Node(path: node.path, id: node.id, type: node.type, text: index < texts.count ? texts[index] : nil)
        })
    }

    @Test func everySeedScenarioRoundTripsExactly() throws {
        let engine = Engine()
        for model in try SeedSet.embedded().models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                for width in [0, 125, 320, 1024.0] {
                    let result = engine.layout(tree, proposal: ProposedSize(width: width, height: nil))
                    let shape = TreeShape(tree: tree, result: result)
                    #expect(try roundTrip(result, shape: shape) == result, "\(model.name) \(template) at \(width)")
                }
            }
        }
    }

    /// A batch reads a new result's places off its layout and a stored one's off its frames:
    /// the two must agree for every node.
    @Test func placesReadOffPackedFramesAreThoseOfTheLayout() throws {
        let engine = Engine(options: EngineOptions(textScale: 1.25))
        var compared = 0
        for model in try SeedSet.embedded().models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                for width in [0, 125, 320, 1024.0] {
                    let result = engine.layout(tree, proposal: ProposedSize(width: width, height: nil))
                    let bytes = PackedFrames.encode(result, shape: TreeShape(tree: tree, result: result))
                    #expect(try PackedFrames.places(bytes, nodeCount: result.nodes.count) == result.nodes.map(NodePlace.init))
                    compared += 1
                }
            }
        }
        #expect(compared > 40)
    }

    /// Text bytes skipped while places are read, by hand: three shown text nodes whose outer
    /// frame is their frame (flags 1 | 4 | 8 | 64 = 0x4D), the first showing its shape's text
    /// (text byte 2), the second one line "a" of its own (text byte 0, count 1, the string), the
    /// third its shape's text truncated (3) at x = 1 pt (256 units, tag 1024: 0x80 0x08).
    @Test func placesSkipEachKindOfTextByte() throws {
        let bytes: [UInt8] = [
            0x03,
            0x4D, 0x00, 0x00, 0x00, 0x00, 0x02,
            0x4D, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x61,
            0x4D, 0x80, 0x08, 0x00, 0x00, 0x00, 0x03,
        ]
        let zero = Rect(x: 0, y: 0, width: 0, height: 0), one = Rect(x: 1, y: 0, width: 0, height: 0)
        #expect(try PackedFrames.places(bytes, nodeCount: 3) == [
            NodePlace(shown: true, frame: zero, outer: zero), NodePlace(shown: true, frame: zero, outer: zero),
            NodePlace(shown: true, frame: one, outer: one),
        ])
        // Cut after the second node's line count, its line is missing.
        #expect(throws: PackedFramesError.self) { _ = try PackedFrames.places(Array(bytes[..<14]), nodeCount: 3) }
    }

    @Test func valuesFixedPointCannotHoldTakeTheExactEscape() throws {
        let odd = [1.0 / 3, -0.0, .infinity, 1e300, -12.5, 0x1p-9]
        let nodes = odd.map { value in
            NodeLayout(path: "0", id: nil, type: "color", frame: Rect(x: value, y: value, width: 1, height: 2), outer: nil)
        }
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: nodes)
        let decoded = try roundTrip(result, shape: shape(of: result))
        for (original, back) in zip(odd, decoded.nodes) {
            #expect(back.frame?.origin.x.bitPattern == original.bitPattern)
        }
        #expect(decoded.nodes.allSatisfy { $0.outer == nil })
    }

    @Test func textLinesRowsAndChosenBranchRoundTrip() throws {
        let frame = Rect(x: 0, y: 0, width: 10, height: 20)
        let nodes = [
            NodeLayout(path: "0", id: "root", type: "viewThatFits", frame: frame, outer: frame, chosenChild: 1),
            NodeLayout(path: "0/0", id: nil, type: "text", frame: nil, outer: nil, shown: false),
            NodeLayout(path: "0/1", id: "t", type: "text", frame: frame, outer: frame.offsetBy(3),
                       drawn: frame.offsetBy(5), hidden: true, text: TextLines(lines: ["Kyo", "to…"], truncated: true)),
            NodeLayout(path: "0/2", id: nil, type: "text", frame: frame, outer: frame, text: TextLines(lines: ["Kyoto"], truncated: false)),
            NodeLayout(path: "0/3", id: nil, type: "guideFlow", frame: frame, outer: frame, rows: 3),
        ]
        let result = LayoutResult(proposal: ProposedSize(width: 320, height: nil), size: Size(width: 320, height: 40), nodes: nodes)
        let shape = shape(of: result, texts: [nil, nil, "Kyoto", "Kyoto"])
        #expect(try roundTrip(result, shape: shape) == result)
    }

    @Test func aSingleLineEqualToTheShapeTextIsNotStoredAgain() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 20)
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: [
            NodeLayout(path: "0", id: nil, type: "text", frame: frame, outer: frame,
                       text: TextLines(lines: ["A long enough title"], truncated: false)),
        ])
        let withText = PackedFrames.encode(result, shape: shape(of: result, texts: ["A long enough title"]))
        let without = PackedFrames.encode(result, shape: shape(of: result))
        #expect(withText.count + "A long enough title".utf8.count < without.count + 1)
    }

    /// Worked by hand from the format: a two-node tree packed by the node packer, the second
    /// packed again through the memos its first packing left (the same bytes, the same places).
    @Test func aHandPackedTwoNodeResultHasTheFormatsBytes() {
        let root = Rect(x: 0, y: 0, width: 100, height: 20)
        let frame = Rect(x: 10, y: 2, width: 30, height: 16), outer = Rect(x: 9.5, y: 2, width: 31, height: 16)
        let result = LayoutResult(proposal: .unspecified, size: Size(width: 100, height: 20), nodes: [
            NodeLayout(path: "0", id: nil, type: "zstack", frame: root, outer: root),
            NodeLayout(path: "0/0", id: nil, type: "color", frame: frame, outer: outer),
        ])
        let treeShape = shape(of: result)
        let expected: [UInt8] = [
            0x02,  // two nodes
            // shown, frame, outer is frame (1 | 4 | 8); 0, 0; 100 pt = 25600 units, tag 102400 =
            // 0 + 32 × 128 + 6 × 16384; 20 pt = 5120 units, tag 20480 = 32 × 128 + 16384.
            0x0D, 0x00, 0x00, 0x80, 0xA0, 0x06, 0x80, 0xA0, 0x01,
            // shown, frame, outer (1 | 4 | 16); frame 10 pt: tag 10240 = 80 × 128; 2 pt: 2048 =
            // 16 × 128; 30 pt: 30720 = 112 × 128 + 16384; 16 pt: 16384 = 128 × 128.
            0x15, 0x80, 0x50, 0x80, 0x10, 0x80, 0xF0, 0x01, 0x80, 0x80, 0x01,
            // outer 9.5 pt: tag 9728 = 76 × 128; 2 pt; 31 pt: 31744 = 120 × 128 + 16384; 16 pt.
            0x80, 0x4C, 0x80, 0x10, 0x80, 0xF8, 0x01, 0x80, 0x80, 0x01,
        ]
        let buffer = PackingBuffer(capacity: 16)
        for _ in 0..<2 {
            var places: [PackedFrames.Place] = []
            var packer = PackedFrames.NodePacker(nodeCount: 2, into: buffer)
            for node in result.nodes { places.append(packer.pack(PackedFrames.PackedNode(node.resultNode), text: nil) { _ in false }) }
            let bytes = packer.bytes()
            #expect(bytes == expected)
            #expect(bytes == PackedFrames.encode(result, shape: treeShape))
            #expect(places.map(\.flags.rawValue) == [0x0D, 0x15])
            #expect(places[0].frame == RectTags(x: 0, y: 0, width: 102_400, height: 20480) && places[0].outer == places[0].frame)
            #expect(places[1].frame == RectTags(x: 10240, y: 2048, width: 30720, height: 16384))
            #expect(places[1].outer == RectTags(x: 9728, y: 2048, width: 31744, height: 16384))
        }
        // A packer does not retain its buffer: kept alive to the end.
        withExtendedLifetime(buffer) {}
    }

    @Test func aBlobForAnotherShapeIsRejectedWithTheCounts() {
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: [])
        let bytes = PackedFrames.encode(result, shape: TreeShape(nodes: []))
        let other = TreeShape(nodes: [TreeShape.Node(path: "0", id: nil, type: "color", text: nil)])
        #expect(throws: PackedFramesError.nodeCountMismatch(stored: 0, shape: 1)) {
            try PackedFrames.decode(bytes, shape: other, proposal: .unspecified, size: .zero)
        }
        #expect(throws: PackedFramesError.truncated(at: 0)) {
            try PackedFrames.decode([], shape: other, proposal: .unspecified, size: .zero)
        }
    }
}

extension Rect {
    func offsetBy(_ delta: Double) -> Rect {
        Rect(x: minX + delta, y: minY + delta, width: width, height: height)
    }
}
