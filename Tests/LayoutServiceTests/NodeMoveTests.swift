import LayoutEngine
import Testing
@testable import LayoutService

@Suite struct NodeMoveTests {
    /// Deltas round to the nearest 1/256 pt, halves away from zero, as `Double.rounded()`
    /// does (the reference here), and stay within the fixed point's range.
    @Test func deltasQuantiseToTheNearestUnitHalvesAwayFromZero() {
        let units: [Double] = [0, -0.0, 0.4, 0.5, 0.6, 1.5, 2.5, -0.4, -0.5, -0.6, -1.5, -2.5, 1e-300, 12345.499999, 0x1p51 + 0.5, -0x1p51 - 0.5]
        var checked = 0
        for unit in units {
            let points = unit / 256
            #expect(NodeMove.quantised(points) == Int64((points * 256).rounded()), "\(unit) units")
            checked += 1
        }
        #expect(checked == units.count)
        #expect(NodeMove.quantised(0.5 / 256) == 1)
        #expect(NodeMove.quantised(-2.5 / 256) == -3)
        #expect(NodeMove.quantised(.infinity) == Int64(PackedFrames.fixedPointLimit))
        #expect(NodeMove.quantised(-1e300) == -Int64(PackedFrames.fixedPointLimit))
        #expect(NodeMove.quantised(.nan) == 0)
    }

    /// Worked by hand: a fixed-point tag is `zigzag(units) << 1`, so -2^51 units is the tag
    /// 2^53 - 2 and 2^51 - 1 units the tag 2^53 - 4. Tags below 2^53 differ by less than the
    /// limit (2^52 units) and are not bounded; past it the difference is bounded to the limit.
    @Test func fixedPointDeltasAreBoundedOnlyPastTheLimit() {
        let zero = RectTags(x: 0, y: 0, width: 0, height: 0)
        func tags(x: UInt64) -> RectTags { RectTags(x: x, y: 0, width: 0, height: 0) }
        // 2^51 - 1 - (-2^51) = 2^52 - 1 units, within the limit; and the other way round.
        let within = NodeMove(index: 3, fixedPointFrom: tags(x: (1 << 53) - 2), to: tags(x: (1 << 53) - 4))
        #expect(within == NodeMove(index: 3, units: ((1 << 52) - 1, 0, 0, 0)))
        let back = NodeMove(index: 3, fixedPointFrom: tags(x: (1 << 53) - 4), to: tags(x: (1 << 53) - 2))
        #expect(back == NodeMove(index: 3, units: (-(1 << 52) + 1, 0, 0, 0)))
        // 2^52 - 1 units (tag 2^54 - 4) from -2^51: 2^52 + 2^51 - 1, bounded to 2^52; from 0,
        // 2^52 - 1 as it is (past 2^53 in tags, yet within the limit).
        let past = NodeMove(index: 0, fixedPointFrom: tags(x: (1 << 53) - 2), to: tags(x: (1 << 54) - 4))
        #expect(past == NodeMove(index: 0, units: (1 << 52, 0, 0, 0)))
        let large = NodeMove(index: 0, fixedPointFrom: zero, to: tags(x: (1 << 54) - 4))
        #expect(large == NodeMove(index: 0, units: ((1 << 52) - 1, 0, 0, 0)))
        // A small move: 1.5 pt right is 384 units (zigzag 768: tags 0 and 1536).
        #expect(NodeMove(index: 1, fixedPointFrom: zero, to: tags(x: 1536)) == NodeMove(index: 1, units: (384, 0, 0, 0)))
    }
}
