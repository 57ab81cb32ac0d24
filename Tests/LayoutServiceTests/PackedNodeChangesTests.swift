import Testing
@testable import LayoutService

@Suite struct PackedNodeChangesTests {
    /// The nodes of a trip card whose ViewThatFits switched from its row to its stack.
    private let example = PackedNodeChanges(
        moved: [NodeMove(index: 2, dx: -12.5, dy: -3.5, dw: 12.5, dh: 3.5), NodeMove(index: 0, dx: 0, dy: 0, dw: 0, dh: 32.5)],
        appeared: [12, 10, 11], disappeared: [5]
    )

    /// Worked by hand from the format's documentation: header 2 << 2 | 1 | 2 = 0x0B; node 0
    /// (gap 0, mask dh = 8) then zigzag(32.5 × 256 = 8320) = 16640 = 80 82 01; node 2 (gap 1,
    /// mask 15: 0x1F) then zigzag(-3200) = 6399 = FF 31, zigzag(-896) = 1791 = FF 0D,
    /// 6400 = 80 32, 1792 = 80 0E; appeared: 3 nodes, gaps 10, 0, 0; disappeared: 1 node, gap 5.
    @Test func packsToTheBytesWorkedByHand() throws {
        let bytes: [UInt8] = [
            0x0B, 0x08, 0x80, 0x82, 0x01, 0x1F, 0xFF, 0x31, 0xFF, 0x0D, 0x80, 0x32, 0x80, 0x0E, 0x03, 0x0A, 0x00, 0x00, 0x01, 0x05,
        ]
        #expect(example.encode() == bytes)
        #expect(try PackedNodeChanges.decode(bytes) == example)
        #expect(example.maxDelta == 32.5)
    }

    @Test func onlyMovedNodesTakeNoListHeaders() throws {
        let moved = PackedNodeChanges(moved: [NodeMove(index: 7, dx: 1, dy: 0, dw: 0, dh: 0)])
        // 1 << 2; gap 7 << 4 | mask 1 = 0x71; zigzag(256) = 512 = 80 04.
        #expect(moved.encode() == [0x04, 0x71, 0x80, 0x04])
        #expect(try PackedNodeChanges.decode(moved.encode()) == moved)
        #expect(PackedNodeChanges().encode() == [0x00])
    }

    /// Changes packed one after the other into the buffer a batch page holds its run changes'
    /// blobs in (`HeldRows`), each worked by hand from the format's documentation:
    /// - appeared [3]: header 1, count 1, gap 3;
    /// - disappeared [0, 200]: header 2, count 2, gaps 0 and 199 = C7 01;
    /// - node 130 moved dx 0.5, dw -2: header 1 << 2 = 04; gap 130 << 4 | mask 5 = 2085 = A5 10;
    ///   zigzag(128) = 256 = 80 02; zigzag(-512) = 1023 = FF 07;
    /// - node 0 moved dy -1/256, node 1 dh 1/256, appeared [1], disappeared [2]: header
    ///   2 << 2 | 3 = 0B; 02 (mask dy) 01 (zigzag -1); 08 (gap 0, mask dh) 02 (zigzag 1);
    ///   01 01 (one node, gap 1); 01 02 (one node, gap 2);
    /// - no node changed: no blob at all (NULL).
    @Test func packsChangesInARowIntoOneBufferAsWorkedByHand() throws {
        let cases: [(PackedNodeChanges, [UInt8]?)] = [
            (PackedNodeChanges(appeared: [3]), [0x01, 0x01, 0x03]),
            (PackedNodeChanges(disappeared: [200, 0]), [0x02, 0x02, 0x00, 0xC7, 0x01]),
            (PackedNodeChanges(moved: [NodeMove(index: 130, dx: 0.5, dy: 0, dw: -2, dh: 0)]), [0x04, 0xA5, 0x10, 0x80, 0x02, 0xFF, 0x07]),
            (PackedNodeChanges(), nil),
            (
                PackedNodeChanges(
                    moved: [NodeMove(index: 1, dx: 0, dy: 0, dw: 0, dh: 1.0 / 256), NodeMove(index: 0, dx: 0, dy: -1.0 / 256, dw: 0, dh: 0)],
                    appeared: [1], disappeared: [2]
                ),
                [0x0B, 0x02, 0x01, 0x08, 0x02, 0x01, 0x01, 0x01, 0x02]
            ),
        ]
        var rows = HeldRows<HeldRunChange>()
        let held = cases.map { nodes, _ in
            HeldRunChange(RecordedChange(runID: 1, revisionID: 2, variant: "compact", proposalID: 3, status: "changed", nodes: nodes), blobsIn: &rows)
        }
        #expect(held.count == 5)
        for ((nodes, expected), row) in zip(cases, held) {
            #expect(row.nodes.map { Array(rows.bytes[$0]) } == expected)
            #expect(nodes.encode() == expected ?? [0x00])
            if let expected { #expect(try PackedNodeChanges.decode(expected) == nodes) }
        }
        #expect(rows.bytes.count == 3 + 5 + 7 + 9)
    }

    @Test func deltasAreQuantisedToTheStoredFramePrecision() {
        let move = NodeMove(index: 0, dx: 0.001, dy: 1.0 / 512, dw: -1.0 / 512, dh: 12.3)
        #expect(move.dx == 0)
        #expect(move.dy == 1.0 / 256)  // half a unit rounds away from zero
        #expect(move.dw == -1.0 / 256)
        #expect(abs(move.dh - 12.3) <= 1.0 / 512)
        #expect(NodeMove(index: 0, dx: .nan, dy: .infinity, dw: 0, dh: 0).dx == 0)
    }

    @Test func truncatedOrTrailingBytesAreRefused() {
        let bytes = example.encode()
        for length in 0..<bytes.count {
            #expect(throws: PackedFramesError.self) { try PackedNodeChanges.decode(Array(bytes.prefix(length))) }
        }
        #expect(throws: PackedFramesError.self) { try PackedNodeChanges.decode(bytes + [0]) }
        // A list claiming more entries than there are bytes.
        #expect(throws: PackedFramesError.self) { try PackedNodeChanges.decode([0xFF, 0xFF, 0x03]) }
    }
}
