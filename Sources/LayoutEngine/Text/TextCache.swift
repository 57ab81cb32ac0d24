/// A bounded hash table of text measurements keyed by `TextCacheKey`.
///
/// Keys and values are appended to dense arrays; an open-addressing index (linear probing on the key's
/// own fingerprint, no `Hasher` round trips, at most half full, growing from 64 slots, so a
/// tree's few dozen strings fit the first allocation) points into it. Each slot also holds
/// the high half of its key's fingerprint, so a probe passes other keys' slots without
/// reading their keys (in a large cache, each key read is a likely cache miss). When it holds `capacity` entries it empties itself before the next insertion, so
/// its memory stays bounded without bookkeeping on every hit.
struct TextCache<Value> {
    /// The number of entries at which the cache empties itself before the next insertion.
    let capacity: Int
    /// 0 for a free slot, else the high 32 bits of the entry's fingerprint (`tag(of:)`) over
    /// 1 + the index of the entry in `keys` and `values`.
    private var slots: [UInt64] = []
    private var keys: [TextCacheKey] = []
    private var values: [Value] = []

    /// A cache that holds at most `capacity` entries (at least one, at most 2^30).
    init(capacity: Int) {
        self.capacity = min(max(1, capacity), 1 << 30)
    }

    /// The number of entries held.
    var count: Int {
        keys.count
    }

    /// The value stored for `key`, if any.
    subscript(key: TextCacheKey) -> Value? {
        guard !slots.isEmpty else { return nil }
        // Probed in place (no copy of a key, so no reference counting of its string), the
        // fingerprint compared before the bytes.
        let found = slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys -> Int? in
                let mask = slots.count - 1
                let tag = Self.tag(of: key)
                var index = Int(truncatingIfNeeded: key.fingerprint) & mask
                while slots[index] != 0 {
                    if slots[index] & Self.tagMask == tag {
                        let entryIndex = Int(truncatingIfNeeded: slots[index] & ~Self.tagMask) - 1
                        if TextCacheKey.matches(keys.baseAddress! + entryIndex, key) { return entryIndex }
                    }
                    index = (index + 1) & mask
                }
                return nil
            }
        }
        return found.map { values[$0] }
    }

    /// Stores `value` for `key` (not yet stored), first emptying the cache if it is full.
    mutating func insert(_ value: Value, for key: TextCacheKey) {
        if keys.count >= capacity {
            keys.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            slots = Array(repeating: 0, count: slots.count)
        }
        if (keys.count + 1) * 2 > slots.count {
            grow()
        }
        keys.append(key)
        values.append(value)
        index(key, at: keys.count - 1)
    }

    /// Doubles the index (64 slots at first), re-indexes the entries and reserves room for as
    /// many entries as the new index may hold.
    private mutating func grow() {
        slots = Array(repeating: 0, count: max(64, slots.count * 2))
        keys.reserveCapacity(slots.count / 2)
        values.reserveCapacity(slots.count / 2)
        for entryIndex in keys.indices {
            index(keys[entryIndex], at: entryIndex)
        }
    }

    /// Points the first free slot of `key`'s probe sequence at entry `entryIndex`.
    private mutating func index(_ key: TextCacheKey, at entryIndex: Int) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: key.fingerprint) & mask
        while slots[index] != 0 {
            index = (index + 1) & mask
        }
        slots[index] = Self.tag(of: key) | UInt64(entryIndex + 1)
    }

    /// The bits of a slot holding its key's tag.
    private static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// The high half of `key`'s fingerprint, in place in a slot (the low half picks the slot).
    @inline(__always)
    private static func tag(of key: borrowing TextCacheKey) -> UInt64 {
        key.fingerprint & tagMask
    }
}
