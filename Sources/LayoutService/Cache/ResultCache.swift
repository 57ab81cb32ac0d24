import LayoutEngine

/// The memory tier: stored layouts (packed frames and their tree's shape) by key, least
/// recently used evicted first, bounded by bytes.
///
/// Entries live in one array linked as a recency list by index, so a hit moves no memory and
/// allocates nothing.
struct ResultCache {
    private struct Entry {
        var key: ResultKey
        var result: StoredLayout
        var bytes: Int
        var isCached = true
        var newer: Int
        var older: Int
    }

    let capacityBytes: Int
    private(set) var bytes = 0
    private var entries: [Entry] = []
    private var indexByKey: [ResultKey: Int] = [:]
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1

    init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
    }

    var count: Int { indexByKey.count }

    /// The cached result for `key`, now the most recently used.
    mutating func result(for key: ResultKey) -> StoredLayout? {
        guard let index = indexByKey[key] else { return nil }
        moveToFront(index)
        return entries[index].result
    }

    /// The slot holding `key`'s result, for `result(inSlot:for:)`.
    func slot(for key: ResultKey) -> Int? {
        indexByKey[key]
    }

    /// The cached result for `key` if `slot` still holds it (without hashing the key), now the
    /// most recently used.
    mutating func result(inSlot slot: Int, for key: ResultKey) -> StoredLayout? {
        guard entries.indices.contains(slot), entries[slot].isCached, entries[slot].key == key else { return nil }
        moveToFront(slot)
        return entries[slot].result
    }

    /// Caches `result` under `key`, evicting the least recently used until it fits.
    mutating func insert(_ result: StoredLayout, for key: ResultKey) {
        guard capacityBytes > 0 else { return }
        let size = Self.estimatedBytes(of: result)
        guard size <= capacityBytes else { return }
        if let index = indexByKey[key] {
            bytes += size - entries[index].bytes
            entries[index].result = result
            entries[index].bytes = size
            moveToFront(index)
        } else {
            let entry = Entry(key: key, result: result, bytes: size, newer: -1, older: -1)
            let index: Int
            if let free = freeSlots.popLast() {
                entries[free] = entry
                index = free
            } else {
                entries.append(entry)
                index = entries.count - 1
            }
            indexByKey[key] = index
            bytes += size
            link(index)
        }
        while bytes > capacityBytes, oldest >= 0 {
            evict(oldest)
        }
    }

    /// Forgets everything.
    mutating func removeAll() {
        self = ResultCache(capacityBytes: capacityBytes)
    }

    private mutating func evict(_ index: Int) {
        unlink(index)
        indexByKey[entries[index].key] = nil
        bytes -= entries[index].bytes
        entries[index].isCached = false
        entries[index].result = Self.empty
        freeSlots.append(index)
    }

    private mutating func moveToFront(_ index: Int) {
        guard index != newest else { return }
        unlink(index)
        link(index)
    }

    private mutating func link(_ index: Int) {
        entries[index].older = newest
        entries[index].newer = -1
        if newest >= 0 { entries[newest].newer = index }
        newest = index
        if oldest < 0 { oldest = index }
    }

    private mutating func unlink(_ index: Int) {
        let newer = entries[index].newer
        let older = entries[index].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
    }

    /// What an evicted slot holds: nothing.
    private static let empty = StoredLayout(proposal: .unspecified, size: .zero, frames: [], shape: TreeShape(nodes: []))

    /// Roughly what a result occupies: its entry, its packed bytes and a word per node for its
    /// share of the tree's shape (shared with the tree's other results and the identity cache).
    static func estimatedBytes(of result: StoredLayout) -> Int {
        MemoryLayout<Entry>.stride + 32 + result.frames.count + 8 * result.nodeCount
    }
}
