import Testing
@testable import LayoutEngine

/// A prepared tree's layers are read on every sizing and placement: they stay 96 bytes (the
/// order of `Layer`'s fields packs its flags into the padding of the operation and the size).
@Suite struct LayerLayoutTests {
    @Test func aLayerStaysNinetySixBytes() {
        #expect(MemoryLayout<Layer>.stride == 96)
    }
}
