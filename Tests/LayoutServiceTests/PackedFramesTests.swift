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
