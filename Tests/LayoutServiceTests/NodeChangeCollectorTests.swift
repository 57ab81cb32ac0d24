import LayoutEngine
import Testing
@testable import LayoutService

/// A batch lists the nodes that changed between the compared result (its packed frames) and
/// a new result of the same tree while it packs the new one (`NodeChangeCollector`); it must
/// list what the diff of the unpacked results lists (`PackedNodeChanges(LayoutDiff(before, after))`).
@Suite struct NodeChangeCollectorTests {
    /// The changes a collector lists comparing `before` (packed) with `after`'s nodes, each
    /// handed with the bytes it packs to (shapes without texts: a node's bytes do not depend
    /// on its place in the result).
    private func changes(_ before: LayoutResult, _ after: LayoutResult, shape: TreeShape) throws -> PackedNodeChanges {
        try collect(PackedFrames.encode(before, shape: shape), nodeCount: shape.nodes.count) { add in
            for node in after.nodes { add(node.resultNode, Self.packed(node)) }
        }
    }

    /// The bytes `node` packs to: those of a result of that node alone, after its node count.
    private static func packed(_ node: NodeLayout) -> [UInt8] {
        let shape = TreeShape(nodes: [TreeShape.Node(path: node.path, id: node.id, type: node.type, text: nil)])
        return Array(PackedFrames.encode(LayoutResult(proposal: .unspecified, size: .zero, nodes: [node]), shape: shape).dropFirst())
    }

    private func collect(
        _ before: [UInt8], nodeCount: Int, _ feed: (_ add: (borrowing ResultNode, [UInt8]) -> Void) -> Void
    ) throws(PackedFramesError) -> PackedNodeChanges {
        try before.withUnsafeBufferPointer { (bytes) throws(PackedFramesError) -> PackedNodeChanges in
            var collector = NodeChangeCollector(before: ByteReader(bytes), nodeCount: nodeCount)
            feed { node, packed in packed.withUnsafeBufferPointer { collector.add(node, packed: $0) } }
            return try collector.changes()
        }
    }

    @Test func changesListedWhilePackingAreThoseOfTheDiffForEveryCorpusTree() throws {
        let corpus = try PackingCorpus.load()
        #expect(corpus.fixtureTrees >= 100)
        // Before: the default engine; after: the default one at the next proposal, and one
        // with larger text at the same proposal (an engine change), packed off a warm session.
        let engine = Engine(), larger = Engine(options: EngineOptions(textScale: 1.25))
        let session = engine.makeSession(), largerSession = larger.makeSession()
        let buffer = PackingBuffer(capacity: 16)
        var compared = 0, moved = 0, appeared = 0, disappeared = 0, unchanged = 0
        for entry in corpus.cases {
            let prepared = engine.prepare(entry.tree, sizeCategory: .large)
            let largerPrepared = larger.prepare(entry.tree, sizeCategory: .large)
            let results = entry.proposals.map { engine.makeSession().layout(prepared, proposal: $0) }
            let shape = TreeShape(tree: entry.tree, result: results[0])
            for (index, before) in results.enumerated() {
                let next = entry.proposals[(index + 1) % results.count]
                let afters = [(engine, session, prepared, next), (larger, largerSession, largerPrepared, before.proposal)]
                for (afterEngine, afterSession, afterPrepared, proposal) in afters {
                    let expected = PackedNodeChanges(LayoutDiff(before, afterEngine.makeSession().layout(afterPrepared, proposal: proposal)))
                    let listed = try collect(PackedFrames.encode(before, shape: shape), nodeCount: shape.nodes.count) { add in
                        let size = afterSession.computeFrames(afterPrepared, proposal: proposal)
                        _ = PackedResult(session: afterSession, proposal: proposal, size: size, shape: shape, buffer: buffer) { node, packed in
                            add(node, Array(packed))
                        }
                    }
                    #expect(listed == expected, "\(entry.name) at \(before.proposal) to \(proposal)")
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

    /// Worked by hand: NaN (a NaN never equals itself, so the diff calls it moved), `-0.0`
    /// against `0.0` (different bytes, equal values: unmoved), an outer frame equal to the
    /// frame against a separate one, and nodes shown on one side only.
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

    /// Coordinates near the fixed point's limit (2^52 units): their difference is bounded as
    /// the diff's quantisation bounds it.
    @Test func movesPastTheFixedPointRangeAreBoundedAsTheDiffBoundsThem() throws {
        let far = 1.5e13  // 3.84e15 units, below 2^52; twice that is beyond it
        func result(_ x: Double, _ width: Double) -> LayoutResult {
            let frame = Rect(x: x, y: -far, width: width, height: 1)
            return LayoutResult(proposal: .unspecified, size: .zero, nodes: [NodeLayout(path: "0", id: nil, type: "color", frame: frame, outer: frame)])
        }
        let before = result(-far, 1), after = result(far, 2.5)
        let shape = TreeShape(nodes: [TreeShape.Node(path: "0", id: nil, type: "color", text: nil)])
        let listed = try changes(before, after, shape: shape)
        #expect(listed == PackedNodeChanges(LayoutDiff(before, after)))
        #expect(listed.moved.count == 1 && listed.moved[0].dx == PackedFrames.fixedPointLimit / 256 && listed.moved[0].dw == 1.5)
    }

    @Test func truncatedTrailingOrMiscountedFramesAreRefused() throws {
        let frame = Rect(x: 0.5, y: 1.0 / 3, width: 10, height: 10)
        let result = LayoutResult(proposal: .unspecified, size: .zero, nodes: [
            NodeLayout(path: "0", id: nil, type: "text", frame: frame, outer: frame, text: TextLines(lines: ["Hi"], truncated: false), rows: 2),
        ])
        let bytes = PackedFrames.encode(result, shape: TreeShape(nodes: [TreeShape.Node(path: "0", id: nil, type: "text", text: nil)]))
        let node = result.nodes[0].resultNode, packed = Array(bytes.dropFirst())
        #expect(try collect(bytes, nodeCount: 1) { $0(node, packed) }.isEmpty)
        #expect(try collect(bytes, nodeCount: 1) { $0(node, []) }.isEmpty)
        for length in 0..<bytes.count {
            #expect(throws: PackedFramesError.self) { try collect(Array(bytes.prefix(length)), nodeCount: 1) { $0(node, packed) } }
        }
        #expect(throws: PackedFramesError.self) { try collect(bytes + [0], nodeCount: 1) { $0(node, packed) } }
        #expect(throws: PackedFramesError.self) { try collect(bytes, nodeCount: 2) { $0(node, packed); $0(node, packed) } }
        #expect(throws: PackedFramesError.self) { try collect(bytes, nodeCount: 1) { $0(node, packed); $0(node, packed) } }
        #expect(throws: PackedFramesError.self) { try collect(bytes, nodeCount: 1) { _ in } }
    }
}
