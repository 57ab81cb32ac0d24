import LayoutEngine
import Testing
@testable import LayoutService

/// A batch lists the nodes that changed between two results of one tree straight off their
/// packed frames (`PackedNodeChanges(sameTreeBefore:after:nodeCount:)`); it must list what
/// the diff of the unpacked results lists (`PackedNodeChanges(LayoutDiff(before, after))`).
@Suite struct PackedNodeChangesFramesTests {
    private func changes(_ before: LayoutResult, _ after: LayoutResult, shape: TreeShape) throws -> PackedNodeChanges {
        try PackedNodeChanges(
            sameTreeBefore: PackedFrames.encode(before, shape: shape), after: PackedFrames.encode(after, shape: shape),
            nodeCount: shape.nodes.count
        )
    }

    @Test func changesOffPackedFramesAreThoseOfTheDiffForEveryCorpusTree() throws {
        let corpus = try PackingCorpus.load()
        #expect(corpus.fixtureTrees >= 100)
        // Before: the default engine; after: the default one at the next proposal, and one
        // with larger text at the same proposal (an engine change).
        let engine = Engine(), larger = Engine(options: EngineOptions(textScale: 1.25))
        var compared = 0, moved = 0, appeared = 0, disappeared = 0, unchanged = 0
        for entry in corpus.cases {
            let prepared = engine.prepare(entry.tree, sizeCategory: .large)
            let largerPrepared = larger.prepare(entry.tree, sizeCategory: .large)
            let session = engine.makeSession(), largerSession = larger.makeSession()
            let results = entry.proposals.map { session.layout(prepared, proposal: $0) }
            let shape = TreeShape(tree: entry.tree, result: results[0])
            for (index, before) in results.enumerated() {
                let afters = [results[(index + 1) % results.count], largerSession.layout(largerPrepared, proposal: before.proposal)]
                for after in afters {
                    let expected = PackedNodeChanges(LayoutDiff(before, after))
                    #expect(try changes(before, after, shape: shape) == expected, "\(entry.name) at \(before.proposal)")
                    compared += 1
                    moved += expected.moved.count
                    appeared += expected.appeared.count
                    disappeared += expected.disappeared.count
                    if expected.isEmpty { unchanged += 1 }
                }
            }
        }
        #expect(compared > 500 && moved > 1000 && appeared > 10 && disappeared > 10 && unchanged > 10)
    }

    /// Worked by hand: equal bytes but NaN (a NaN never equals itself, so the diff calls it
    /// moved), `-0.0` against `0.0` (different bytes, equal values: unmoved), an outer frame
    /// equal to the frame against a separate one, and nodes shown on one side only.
    @Test func escapedAndSignedZeroCoordinatesCompareAsTheDiffDoes() throws {
        let unit = Rect(x: 0, y: 0, width: 10, height: 10)
        let nan = Rect(x: .nan, y: 0, width: 10, height: 10)
        let negativeZero = Rect(x: -0.0, y: 0, width: 10, height: 10)
        let moved = Rect(x: 1.5, y: 0, width: 10, height: 10)
        let beforeNodes: [(Rect?, Rect?, Bool)] = [
            (nan, nan, true), (negativeZero, negativeZero, true), (unit, unit, true), (unit, unit, true), (unit, unit, false), (nil, nil, false),
        ]
        let afterNodes: [(Rect?, Rect?, Bool)] = [
            (nan, nan, true), (unit, unit, true), (unit, moved, true), (nil, nil, false), (unit, unit, true), (nil, nil, false),
        ]
        func result(_ nodes: [(Rect?, Rect?, Bool)]) -> LayoutResult {
            LayoutResult(proposal: .unspecified, size: Size(width: 10, height: 10), nodes: nodes.enumerated().map { index, node in
                NodeLayout(path: "0/\(index)", id: nil, type: "color", frame: node.0, outer: node.1, shown: node.2)
            })
        }
        let before = result(beforeNodes), after = result(afterNodes)
        let shape = TreeShape(nodes: before.nodes.map { TreeShape.Node(path: $0.path, id: nil, type: $0.type, text: nil) })
        let listed = try changes(before, after, shape: shape)
        #expect(listed == PackedNodeChanges(LayoutDiff(before, after)))
        #expect(listed.moved.map(\.index) == [0, 2] && listed.moved[1].dx == 1.5)
        #expect(listed.appeared == [4] && listed.disappeared == [3])
    }

    @Test func truncatedTrailingOrMiscountedFramesAreRefused() throws {
        let frame = Rect(x: 0.5, y: 1.0 / 3, width: 10, height: 10)
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: [
            NodeLayout(path: "0", id: nil, type: "text", frame: frame, outer: frame, text: TextLines(lines: ["Hi"], truncated: false), rows: 2),
        ])
        let bytes = PackedFrames.encode(result, shape: TreeShape(nodes: [TreeShape.Node(path: "0", id: nil, type: "text", text: nil)]))
        #expect(try PackedNodeChanges(sameTreeBefore: bytes, after: bytes, nodeCount: 1).isEmpty)
        for length in 0..<bytes.count {
            #expect(throws: PackedFramesError.self) { try PackedNodeChanges(sameTreeBefore: Array(bytes.prefix(length)), after: bytes, nodeCount: 1) }
            #expect(throws: PackedFramesError.self) { try PackedNodeChanges(sameTreeBefore: bytes, after: Array(bytes.prefix(length)), nodeCount: 1) }
        }
        #expect(throws: PackedFramesError.self) { try PackedNodeChanges(sameTreeBefore: bytes + [0], after: bytes, nodeCount: 1) }
        #expect(throws: PackedFramesError.self) { try PackedNodeChanges(sameTreeBefore: bytes, after: bytes, nodeCount: 2) }
    }
}
