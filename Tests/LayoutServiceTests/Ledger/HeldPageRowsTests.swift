import CPageRows
import Testing
@testable import LayoutService

/// `HeldPageRows.reserve`: room made for the rows and bytes a page is about to hold, around the
/// rows already held, which stay as they were.
@Suite struct HeldPageRowsTests {
    private static func node(_ index: Int64, text: LSPageSpan) -> LSPageScenarioTree {
        LSPageScenarioTree(engine_id: 1, revision_id: index, variant: text, tree_id: 7)
    }

    @Test func reservingKeepsTheHeldRowsAndMakesRoomForMore() {
        var held = HeldPageRows<LSPageScenarioTree>()
        let first = held.span("compact")
        held.append(Self.node(1, text: first))
        held.reserve(rows: 100, bytes: 1_000)
        // Room for the held row and a hundred more, the held bytes and a thousand more.
        #expect(held.rows.capacity >= 101)
        #expect(held.bytes.capacity >= 7 + 1_000)
        #expect(held.count == 1)
        #expect(held.rows[0].revision_id == 1 && held.rows[0].variant.start == 0 && held.rows[0].variant.count == 7)
        #expect(held.bytes == Array("compact".utf8))
        // Holding what was reserved for moves neither buffer.
        let rows = held.rows.withUnsafeBufferPointer { $0.baseAddress }
        let bytes = held.bytes.withUnsafeBufferPointer { $0.baseAddress }
        for index in 0..<100 { held.append(Self.node(Int64(index + 2), text: held.span("wide-wide-"))) }
        #expect(held.rows.withUnsafeBufferPointer { $0.baseAddress } == rows)
        #expect(held.bytes.withUnsafeBufferPointer { $0.baseAddress } == bytes)
        #expect(held.count == 101 && held.bytes.count == 7 + 1_000)
        #expect(held.rows[100].variant.start == 7 + 990 && held.rows[100].variant.count == 10)
    }
}
