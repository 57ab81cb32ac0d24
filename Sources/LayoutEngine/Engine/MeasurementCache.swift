/// Sizes measured per (layer, proposal): a fixed number of slots per layer, filled
/// round-robin (an entry read again skipped once), the slot last used looked at first, each
/// entry stamped with the validity period that wrote it.
///
/// Two periods: `generation` (one layout) for sizes that depend on other layers, and
/// `treeGeneration` (every layout of one prepared tree in a row) for sizes that depend only
/// on the layer and the proposal — text — so a tree laid out again at the same width does
/// not measure its text again. Both stamps come from one increasing counter, so they never
/// collide. Bounded by construction (`slotsPerLayer` entries per layer) and reused without
/// clearing: starting a new period invalidates every entry of the old one at once.
struct MeasurementCache {
    /// Slots per layer: stacks probe a child at 0, ∞, its offer and its placement proposal.
    static let slotsPerLayer = 8

    /// A cached size and the proposal it answers; read only when its slot's stamp is current.
    private struct Entry: BitwiseCopyable {
        var width: UInt64
        var height: UInt64
        var size: Size
    }

    /// Per slot, the period that wrote it (0: none), apart from the entries so that a fresh
    /// session clears 4 bytes per slot, not a whole entry (entries are written before read).
    private var stamps = RawBuffer<UInt32>(repeating: 0, count: 0)
    private var entries = RawBuffer<Entry>.unallocated
    private var nextSlot = RawBuffer<UInt8>(repeating: 0, count: 0)
    /// Per layer, the slot last written or read: looked at first (a layer is typically placed
    /// under the proposal it was just sized for).
    private var lastSlot = RawBuffer<UInt8>(repeating: 0, count: 0)
    private var counter: UInt32 = 0
    /// The stamp of the current layout.
    private(set) var generation: UInt32 = 0
    /// The stamp of the current run of layouts of one tree.
    private(set) var treeGeneration: UInt32 = 0

    /// Starts a layout of a tree with `layerCount` layers: invalidates the previous layout's
    /// entries, and the tree-lifetime ones too unless `sameTree`.
    mutating func begin(layerCount: Int, sameTree: Bool) {
        // The same tree again has the layers the storage was grown for when it began.
        if !sameTree || lastSlot.count < layerCount {
            stamps.grow(toAtLeast: layerCount * Self.slotsPerLayer, filling: 0)
            entries.grow(toAtLeastUninitialized: stamps.count)
            nextSlot.grow(toAtLeast: layerCount, filling: 0)
            lastSlot.grow(toAtLeast: layerCount, filling: 0)
        }
        if counter >= .max - 2 {
            stamps.fill(with: 0)
            counter = 0
            generation = 0
        }
        if !sameTree || treeGeneration == 0 {
            counter += 1
            treeGeneration = counter
        }
        counter += 1
        generation = counter
    }

    /// The size cached for `layer` under `proposal` with `stamp`.
    @inline(__always)
    func size(of layer: Int32, for proposal: ProposedSize, stamp: UInt32) -> Size? {
        let width = Self.key(proposal.width), height = Self.key(proposal.height)
        let start = Int(layer) * Self.slotsPerLayer
        let last = start + Int(lastSlot[Int(layer)])
        if stamps[last] == stamp, entries[last].width == width, entries[last].height == height {
            return entries[last].size
        }
        for index in start..<(start + Self.slotsPerLayer) where stamps[index] == stamp {
            let entry = entries[index]
            if entry.width == width && entry.height == height {
                let slot = index - start
                lastSlot[Int(layer)] = UInt8(slot)
                // A second chance: an entry read again is not the next one evicted (the
                // probes a tree's every width shares outlive the offers of one width).
                if Int(nextSlot[Int(layer)]) == slot { nextSlot[Int(layer)] = UInt8((slot + 1) % Self.slotsPerLayer) }
                return entry.size
            }
        }
        return nil
    }

    /// Remembers `size` for `layer` under `proposal` with `stamp`, evicting the layer's
    /// oldest entry.
    @inline(__always)
    func store(_ size: Size, of layer: Int32, for proposal: ProposedSize, stamp: UInt32) {
        let slot = Int(nextSlot[Int(layer)])
        nextSlot[Int(layer)] = UInt8((slot + 1) % Self.slotsPerLayer)
        lastSlot[Int(layer)] = UInt8(slot)
        let index = Int(layer) * Self.slotsPerLayer + slot
        entries[index] = Entry(width: Self.key(proposal.width), height: Self.key(proposal.height), size: size)
        stamps[index] = stamp
    }

    /// Frees the storage; the cache must not be used afterwards.
    func deallocate() {
        stamps.deallocate()
        entries.deallocate()
        nextSlot.deallocate()
        lastSlot.deallocate()
    }

    /// The exact bits of a proposal axis (rule 1.5: nil ≠ 0 ≠ ∞), nil as a NaN no arithmetic makes.
    @inline(__always)
    private static func key(_ value: Double?) -> UInt64 {
        guard let value else { return 0x7FF8_0000_DEAD_BEEF }
        return value.bitPattern
    }
}
