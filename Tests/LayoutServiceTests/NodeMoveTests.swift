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
}
