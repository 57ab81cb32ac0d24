/// A map that holds at most `limit` entries: once full, it is emptied before the next insert
/// (what it held is only ever a copy of what the ledger keeps, so forgetting costs a lookup).
struct BoundedCache<Key: Hashable, Value> {
    let limit: Int
    private var entries: [Key: Value] = [:]

    init(limit: Int) {
        precondition(limit > 0, "a bounded cache holds at least one entry")
        self.limit = limit
    }

    subscript(key: Key) -> Value? {
        entries[key]
    }

    var count: Int { entries.count }

    /// Remembers `value` for `key`, emptying the cache first when it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if entries.count >= limit, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
        entries[key] = value
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
