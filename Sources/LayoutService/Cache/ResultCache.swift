import LayoutEngine

/// The memory tier: stored layouts (packed frames and their tree's shape) by key, bounded by
/// bytes, evicted by the CLOCK rule (second chance, an approximation of least recently used).
///
/// Entries live in one array. A hit only marks its entry as used, so it writes one entry and
/// allocates nothing (a recency list would rewrite three other entries, each a cache miss).
/// When the tier is over its bytes, a hand sweeps the array from where it last stopped: a used
/// entry loses its mark and is passed, an unused one is evicted.
///
/// The entries' packed frames are copied into a ``FramesArena`` as they are inserted, so a hit
/// retains a block shared by many entries. The byte count is the entries' estimate
/// (``estimatedBytes(of:)``); the arena's blocks hold at most about twice the entries' frames
/// and a block more, as the tier compacts them when evictions have left that many holes.
struct ResultCache {
    private struct Entry {
        var key: ResultKey
        var isCached = true
        /// Looked up since the hand last passed.
        var isUsed = false
        var bytes: Int
        var result: StoredLayout
    }

    let capacityBytes: Int
    private(set) var bytes = 0
    private var entries: [Entry] = []
    private var indexByKey: [ResultKey: Int] = [:]
    private var freeSlots: [Int] = []
    /// Where the entries' frames live (see ``FramesArena``).
    private var arena = FramesArena()
    /// The bytes of the cached entries' frames that live in the arena.
    private(set) var arenaHeldBytes = 0
    /// The bytes copied into the arena since it was last compacted.
    var arenaCopiedBytes: Int { arena.copiedBytes }
    /// The slot the eviction sweep looks at next.
    private var hand = 0

    init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
    }

    var count: Int { indexByKey.count }

    /// The cached result for `key`, now marked as used.
    mutating func result(for key: ResultKey) -> StoredLayout? {
        guard let index = indexByKey[key] else { return nil }
        entries[index].isUsed = true
        return entries[index].result
    }

    /// The slot holding `key`'s result, for `result(inSlot:for:)`.
    func slot(for key: ResultKey) -> Int? {
        indexByKey[key]
    }

    /// The cached result for `key` if `slot` still holds it (without hashing the key), now
    /// marked as used.
    mutating func result(inSlot slot: Int, for key: ResultKey) -> StoredLayout? {
        guard entries.indices.contains(slot) else { return nil }
        // Through a pointer: reads and marks the one entry in place, copying only its result.
        return entries.withUnsafeMutableBufferPointer { entries in
            let entry = entries.baseAddress! + slot
            guard entry.pointee.isCached, entry.pointee.key == key else { return nil }
            entry.pointee.isUsed = true
            return entry.pointee.result
        }
    }

    /// Caches `result` under `key` (unused until looked up), evicting until it fits.
    mutating func insert(_ result: StoredLayout, for key: ResultKey) {
        guard capacityBytes > 0 else { return }
        let size = Self.estimatedBytes(of: result)
        guard size <= capacityBytes else { return }
        let result = result.holding(arena.hold(result.frames))
        arenaHeldBytes += Self.arenaBytes(of: result)
        let index: Int
        if let known = indexByKey[key] {
            index = known
            arenaHeldBytes -= Self.arenaBytes(of: entries[index].result)
            bytes += size - entries[index].bytes
            entries[index].result = result
            entries[index].bytes = size
        } else {
            let entry = Entry(key: key, bytes: size, result: result)
            if let free = freeSlots.popLast() {
                entries[free] = entry
                index = free
            } else {
                entries.append(entry)
                index = entries.count - 1
            }
            indexByKey[key] = index
            bytes += size
        }
        while bytes > capacityBytes {
            evictNext(sparing: index)
        }
        if FramesArena.shouldCompact(copiedBytes: arena.copiedBytes, heldBytes: arenaHeldBytes) { compactArena() }
    }

    /// Copies every cached entry's frames into a fresh arena, leaving the old blocks to the
    /// values still pointing into them.
    private mutating func compactArena() {
        var fresh = FramesArena()
        for index in entries.indices where entries[index].isCached {
            entries[index].result = entries[index].result.holding(fresh.hold(entries[index].result.frames))
        }
        arena = fresh
    }

    /// The bytes of `result`'s frames the arena holds.
    private static func arenaBytes(of result: StoredLayout) -> Int {
        result.frames.count <= FramesArena.largest ? result.frames.count : 0
    }

    /// Forgets everything.
    mutating func removeAll() {
        self = ResultCache(capacityBytes: capacityBytes)
    }

    /// Moves the hand until it evicts one entry other than `spared` (the one being inserted,
    /// which alone always fits).
    private mutating func evictNext(sparing spared: Int) {
        while true {
            if hand >= entries.count { hand = 0 }
            let index = hand
            hand += 1
            guard entries[index].isCached, index != spared else { continue }
            if entries[index].isUsed {
                entries[index].isUsed = false
            } else {
                evict(index)
                return
            }
        }
    }

    private mutating func evict(_ index: Int) {
        indexByKey[entries[index].key] = nil
        bytes -= entries[index].bytes
        arenaHeldBytes -= Self.arenaBytes(of: entries[index].result)
        entries[index].isCached = false
        entries[index].isUsed = false
        entries[index].result = Self.empty
        freeSlots.append(index)
    }

    /// What an evicted slot holds: nothing.
    private static let empty = StoredLayout(proposal: .unspecified, size: .zero, frames: [], shape: TreeShape(nodes: []))

    /// Roughly what a result occupies: its entry, its packed bytes and a word per node for its
    /// share of the tree's shape (shared with the tree's other results and the identity cache).
    static func estimatedBytes(of result: StoredLayout) -> Int {
        MemoryLayout<Entry>.stride + 32 + result.frames.count + 8 * result.nodeCount
    }
}
