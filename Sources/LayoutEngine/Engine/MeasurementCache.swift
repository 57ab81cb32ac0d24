/// Sizes measured during one layout, per (layer, proposal): a fixed number of slots per
/// layer, filled round-robin, valid only for the layout (generation) that wrote them.
///
/// Bounded by construction (`slotsPerLayer` entries per layer) and reused across layouts
/// without clearing: bumping the generation invalidates every entry at once.
struct MeasurementCache {
    /// Slots per layer: stacks probe a child at 0, ∞, its offer and its placement proposal.
    static let slotsPerLayer = 8

    private struct Entry {
        var generation: UInt32 = 0
        var width: UInt64 = 0
        var height: UInt64 = 0
        var size = Size.zero
    }

    private var entries: [Entry] = []
    private var nextSlot: [UInt8] = []
    private(set) var generation: UInt32 = 0

    /// Makes room for `layerCount` layers and invalidates everything cached so far.
    mutating func begin(layerCount: Int) {
        if entries.count < layerCount * Self.slotsPerLayer {
            entries = Array(repeating: Entry(), count: layerCount * Self.slotsPerLayer)
            nextSlot = Array(repeating: 0, count: layerCount)
        }
        if generation == .max {
            for index in entries.indices { entries[index].generation = 0 }
            generation = 0
        }
        generation += 1
    }

    /// The size cached for `layer` under `proposal` in this generation.
    @inline(__always)
    func size(of layer: Int32, for proposal: ProposedSize) -> Size? {
        let width = Self.key(proposal.width), height = Self.key(proposal.height)
        let start = Int(layer) * Self.slotsPerLayer
        for index in start..<(start + Self.slotsPerLayer) {
            let entry = entries[index]
            if entry.generation == generation && entry.width == width && entry.height == height {
                return entry.size
            }
        }
        return nil
    }

    /// Remembers `size` for `layer` under `proposal`, evicting the layer's oldest entry.
    @inline(__always)
    mutating func store(_ size: Size, of layer: Int32, for proposal: ProposedSize) {
        let slot = Int(nextSlot[Int(layer)])
        nextSlot[Int(layer)] = UInt8((slot + 1) % Self.slotsPerLayer)
        entries[Int(layer) * Self.slotsPerLayer + slot] = Entry(
            generation: generation, width: Self.key(proposal.width), height: Self.key(proposal.height), size: size
        )
    }

    /// The exact bits of a proposal axis (rule 1.5: nil ≠ 0 ≠ ∞), nil as a NaN no arithmetic makes.
    @inline(__always)
    private static func key(_ value: Double?) -> UInt64 {
        guard let value else { return 0x7FF8_0000_DEAD_BEEF }
        return value.bitPattern
    }
}
