/// A dictionary of text measurements that forgets everything when it reaches its capacity, so
/// its memory stays bounded without bookkeeping on every hit.
struct TextCache<Key: Hashable, Value> {
    /// The number of entries at which the cache empties itself before the next insertion.
    let capacity: Int
    private var entries: [Key: Value] = [:]

    /// A cache that holds at most `capacity` entries (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries held.
    var count: Int {
        entries.count
    }

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        entries[key]
    }

    /// Stores `value` for `key`, first emptying the cache if it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if entries.count >= capacity {
            entries.removeAll(keepingCapacity: true)
        }
        entries[key] = value
    }
}
