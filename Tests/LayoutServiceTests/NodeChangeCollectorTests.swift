import LayoutEngine
import Testing
@testable import LayoutService

/// A batch lists the nodes that changed between the compared result (its packed frames) and
/// a new result of the same tree while it packs the new one (`NodeChangeCollector`); it must
/// list what the diff of the unpacked results lists (`PackedNodeChanges(LayoutDiff(before, after))`).
@Suite struct NodeChangeCollectorTests {
    /// The changes a collector lists comparing `before` (packed) with `after`'s nodes, each
    /// handed with its place as it is packed.
    private func changes(_ before: LayoutResult, _ after: LayoutResult, shape: TreeShape) throws -> PackedNodeChanges {
        try collect(PackedFrames.encode(before, shape: shape), nodeCount: shape.nodes.count) { collector in
            _ = PackedFrames.encode(after, shape: shape) { node, place in collector.add(node, place: place) }
        }
    }

    /// What a collector lists against `before`, its rectangles read through `room`'s memos (a
    /// batch worker keeps them from one result to the next), once `feed` added the nodes after:
    /// the lists its packed bytes decode to, which must pack back to the same bytes, with the
    /// counts it found, which must be theirs.
    private func collect(
        _ before: [UInt8], nodeCount: Int, room: NodeChangeRoom = NodeChangeRoom(),
        _ feed: (_ collector: inout NodeChangeCollector) -> Void
    ) throws(PackedFramesError) -> PackedNodeChanges {
        let (bytes, counts) = try collected(before, nodeCount: nodeCount, room: room, feed)
        let listed = try PackedNodeChanges.decode(bytes)
        #expect(listed.encode() == bytes)
        #expect(counts == NodeChangeCounts(listed))
        return listed
    }

    /// The packed bytes and counts of what a collector lists against `before` (as `collect`).
    private func collected(
        _ before: [UInt8], nodeCount: Int, room: NodeChangeRoom = NodeChangeRoom(),
        _ feed: (_ collector: inout NodeChangeCollector) -> Void
    ) throws(PackedFramesError) -> (bytes: [UInt8], counts: NodeChangeCounts) {
        try before.withUnsafeBufferPointer { (bytes) throws(PackedFramesError) -> ([UInt8], NodeChangeCounts) in
            var collector = NodeChangeCollector(before: ByteReader(bytes), nodeCount: nodeCount, room: room)
            feed(&collector)
            let changes = try collector.changes()
            return (changes.encode(), changes.counts)
        }
    }

    @Test func changesListedWhilePackingAreThoseOfTheDiffForEveryCorpusTree() throws {
        let corpus = try PackingCorpus.load()
        #expect(corpus.fixtureTrees >= 100)
        // Before: the default engine; after: the default one at the next proposal, and one
        // with larger text at the same proposal (an engine change), packed off a warm session.
        let engine = Engine(), larger = Engine(options: EngineOptions(textScale: 1.25))
        let session = engine.makeSession(), largerSession = larger.makeSession()
        // One packing buffer and one set of memos for every result, as a batch worker keeps
        // them: rectangles packed or read before are taken from the memos.
        let buffer = PackingBuffer(capacity: 16), room = NodeChangeRoom()
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
                    let listed = try collect(PackedFrames.encode(before, shape: shape), nodeCount: shape.nodes.count, room: room) { collector in
                        // Handed as the session's records, as a batch worker hands them.
                        let size = afterSession.computeFrames(afterPrepared, proposal: proposal)
                        _ = PackedResult(session: afterSession, proposal: proposal, size: size, buffer: buffer) { node, _, place in
                            collector.add(node, place: place)
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
        var place: PackedFrames.Place?
        let bytes = PackedFrames.encode(result, shape: TreeShape(nodes: [TreeShape.Node(path: "0", id: nil, type: "text", text: nil)])) {
            place = $1
        }
        let node = result.nodes[0].resultNode, packed = try #require(place)
        #expect(try collect(bytes, nodeCount: 1) { $0.add(node, place: packed) }.isEmpty)
        for length in 0..<bytes.count {
            #expect(throws: PackedFramesError.self) { try collect(Array(bytes.prefix(length)), nodeCount: 1) { $0.add(node, place: packed) } }
        }
        #expect(throws: PackedFramesError.self) { try collect(bytes + [0], nodeCount: 1) { $0.add(node, place: packed) } }
        #expect(throws: PackedFramesError.self) { try collect(bytes, nodeCount: 2) { $0.add(node, place: packed); $0.add(node, place: packed) } }
        #expect(throws: PackedFramesError.self) { try collect(bytes, nodeCount: 1) { $0.add(node, place: packed); $0.add(node, place: packed) } }
        #expect(throws: PackedFramesError.self) { try collect(bytes, nodeCount: 1) { _ in } }
    }

    /// Worked by hand: a two-node tree whose second node moves right by 1.5 pt and grows by
    /// 0.25 pt, compared in integers: deltas of 384 and 64 units (1/256 pt), zero elsewhere;
    /// and, packed, the bytes the format gives them.
    @Test func aMoveOfOneAndAHalfIsThreeHundredEightyFourUnits() throws {
        func result(_ x: Double, _ width: Double) -> LayoutResult {
            let root = Rect(x: 0, y: 0, width: 100, height: 20), child = Rect(x: x, y: 2, width: width, height: 16)
            return LayoutResult(proposal: .unspecified, size: Size(width: 100, height: 20), nodes: [
                NodeLayout(path: "0", id: nil, type: "hstack", frame: root, outer: root),
                NodeLayout(path: "0/0", id: nil, type: "color", frame: child, outer: child),
            ])
        }
        let shape = TreeShape(nodes: [
            TreeShape.Node(path: "0", id: nil, type: "hstack", text: nil), TreeShape.Node(path: "0/0", id: nil, type: "color", text: nil),
        ])
        let listed = try changes(result(10, 30), result(11.5, 30.25), shape: shape)
        #expect(listed.moved == [NodeMove(index: 1, units: (384, 0, 64, 0))])
        #expect(listed.appeared.isEmpty && listed.disappeared.isEmpty)
        // Header: one move (1 << 2); entry: gap 1, mask x and width (0b0101) = 0x15; then
        // zigzag(384) = 768 = 0x80 0x06 and zigzag(64) = 128 = 0x80 0x01.
        #expect(listed.encode() == [0x04, 0x15, 0x80, 0x06, 0x80, 0x01])
    }

    /// Worked by hand: a node's move is taken from its memo only for the same rectangles
    /// before and after (through one room, as a batch worker compares width after width), its
    /// entry's gap worked out again each time: the bytes are those of a fresh comparison.
    @Test func aRememberedMovePacksAgainOnlyForTheSameRectangles() throws {
        func result(rootWidth: Double, _ x: Double, _ width: Double) -> LayoutResult {
            let root = Rect(x: 0, y: 0, width: rootWidth, height: 20), child = Rect(x: x, y: 2, width: width, height: 16)
            return LayoutResult(proposal: .unspecified, size: Size(width: 100, height: 20), nodes: [
                NodeLayout(path: "0", id: nil, type: "hstack", frame: root, outer: root),
                NodeLayout(path: "0/0", id: nil, type: "color", frame: child, outer: child),
            ])
        }
        let shape = TreeShape(nodes: [
            TreeShape.Node(path: "0", id: nil, type: "hstack", text: nil), TreeShape.Node(path: "0/0", id: nil, type: "color", text: nil),
        ])
        let room = NodeChangeRoom()
        func bytes(_ before: LayoutResult, _ after: LayoutResult) throws -> [UInt8] {
            try collected(PackedFrames.encode(before, shape: shape), nodeCount: 2, room: room) { collector in
                _ = PackedFrames.encode(after, shape: shape) { node, place in collector.add(node, place: place) }
            }.bytes
        }
        // Node 1 moves right by 1.5 pt and grows by 0.25 pt: header 0x04; entry gap 1, mask x
        // and width: 0x15; zigzag(384) = 768 = 0x80 0x06; zigzag(64) = 128 = 0x80 0x01.
        let moved = [UInt8]([0x04, 0x15, 0x80, 0x06, 0x80, 0x01])
        #expect(try bytes(result(rootWidth: 100, 10, 30), result(rootWidth: 100, 11.5, 30.25)) == moved)
        #expect(try bytes(result(rootWidth: 100, 10, 30), result(rootWidth: 100, 11.5, 30.25)) == moved)
        // The root grows by 1 pt too: two moves (0x08); the root's entry gap 0, mask width:
        // 0x04, zigzag(256) = 512 = 0x80 0x04; node 1's entry now gap 0: 0x05, same deltas.
        #expect(try bytes(result(rootWidth: 100, 10, 30), result(rootWidth: 101, 11.5, 30.25)) == [
            0x08, 0x04, 0x80, 0x04, 0x05, 0x80, 0x06, 0x80, 0x01,
        ])
        // Node 1 moves right by 2 pt only: gap 1, mask x: 0x11; zigzag(512) = 1024 = 0x80 0x08.
        #expect(try bytes(result(rootWidth: 100, 10, 30), result(rootWidth: 100, 12, 30)) == [0x04, 0x11, 0x80, 0x08])
        // From another place before, to the same place after: not the move remembered.
        #expect(try bytes(result(rootWidth: 100, 10.5, 30), result(rootWidth: 100, 12, 30)) == [0x04, 0x11, 0x80, 0x06])
        #expect(try bytes(result(rootWidth: 100, 10, 30), result(rootWidth: 100, 11.5, 30.25)) == moved)
    }

    /// Worked by hand: five nodes, the root still; node 1 moves left by 2 pt and grows 0.5 pt
    /// taller, node 4 moves down by 3 pt, node 2 is hidden after and node 3 shown after. As
    /// listed while packing, the bytes the format gives them, and the counts a batch stores.
    @Test func aChangedResultPacksAndCountsAsWorkedByHand() throws {
        let root = Rect(x: 0, y: 0, width: 100, height: 40)
        func result(_ one: Rect, _ four: Rect, showsTwo: Bool) -> LayoutResult {
            let small = Rect(x: 0, y: 20, width: 10, height: 10)
            let nodes: [(Rect?, Bool)] = [(root, true), (one, true), (showsTwo ? small : nil, showsTwo), (showsTwo ? nil : small, !showsTwo), (four, true)]
            return LayoutResult(proposal: .unspecified, size: Size(width: 100, height: 40), nodes: nodes.enumerated().map { index, node in
                NodeLayout(path: "0/\(index)", id: nil, type: "color", frame: node.0, outer: node.0, shown: node.1)
            })
        }
        let before = result(Rect(x: 10, y: 2, width: 30, height: 16), Rect(x: 50, y: 0, width: 8, height: 8), showsTwo: true)
        let after = result(Rect(x: 8, y: 2, width: 30, height: 16.5), Rect(x: 50, y: 3, width: 8, height: 8), showsTwo: false)
        let shape = TreeShape(nodes: before.nodes.map { TreeShape.Node(path: $0.path, id: nil, type: $0.type, text: nil) })
        let (bytes, counts) = try collected(PackedFrames.encode(before, shape: shape), nodeCount: 5) { collector in
            _ = PackedFrames.encode(after, shape: shape) { node, place in collector.add(node, place: place) }
        }
        // Header: two moves (2 << 2), appeared (1) and disappeared (2): 0x0B.
        // Node 1: gap 1, mask x and height (0b1001): 0x19; zigzag(-512 units) = 1023 = 0xFF 0x07;
        // zigzag(128) = 256 = 0x80 0x02. Node 4: gap 2, mask y (0b0010): 0x22; zigzag(768) =
        // 1536 = 0x80 0x0C. Appeared: one, gap 3; disappeared: one, gap 2.
        #expect(bytes == [0x0B, 0x19, 0xFF, 0x07, 0x80, 0x02, 0x22, 0x80, 0x0C, 0x01, 0x03, 0x01, 0x02])
        #expect(counts == NodeChangeCounts(moved: 2, appeared: 1, disappeared: 1, largestMoveUnits: 768))
        #expect(counts.maxDelta == 3)
    }
}
