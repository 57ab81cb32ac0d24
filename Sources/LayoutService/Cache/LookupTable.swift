/// The `layout(model:)` questions a resolver has answered, each with a value (what it needs to
/// answer it again): a compact open-addressing index in front of a dense array.
///
/// A memory hit is bound by cache misses, not instructions, so the part a lookup touches at
/// random is kept small: 8-byte buckets (a 32-bit tag of the question's hash and the entry's
/// position), at most half full — 128 KiB for 8,192 questions, where a `Dictionary` spreads
/// the full keys and values over six times as much. A bucket whose tag matches is confirmed
/// against the entry, which lives in a dense array in the order the questions were first asked.
/// Entries are never removed one by one, only all at once, so probing needs no tombstones.
struct LookupTable<Value> {
    private struct Bucket {
        var tag: UInt32
        /// The entry's index in `entries`; -1 for an empty bucket.
        var position: Int32

        static var empty: Bucket { Bucket(tag: 0, position: -1) }
    }

    private struct Entry {
        var key: ModelLookup
        var value: Value
    }

    private var buckets: [Bucket]
    private var entries: [Entry] = []

    init() {
        buckets = Array(repeating: .empty, count: Self.minimumBuckets)
    }

    private static var minimumBuckets: Int { 16 }

    var count: Int { entries.count }

    /// The position of `key`'s entry, if it was remembered.
    func position(of key: ModelLookup) -> Int? {
        let hash = Self.mix(key.folded)
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        let mask = buckets.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        return buckets.withUnsafeBufferPointer { buckets in
            entries.withUnsafeBufferPointer { entries in
                while true {
                    let bucket = buckets[index]
                    guard bucket.position >= 0 else { return nil }
                    if bucket.tag == tag, Self.matches(entries.baseAddress! + Int(bucket.position), key) { return Int(bucket.position) }
                    index = (index + 1) & mask
                }
            }
        }
    }

    /// The value of the entry at `position` (from `position(of:)`), lent in place: reading one
    /// field of it copies nothing else.
    subscript(position: Int) -> Value {
        _read { yield entries[position].value }
        _modify { yield &entries[position].value }
    }

    /// Whether the entry at `entry` holds `key`, compared in place (the cheap fields first).
    private static func matches(_ entry: UnsafePointer<Entry>, _ key: ModelLookup) -> Bool {
        entry.pointee.key.proposal == key.proposal && entry.pointee.key.template == key.template && entry.pointee.key.name == key.name
    }

    /// Remembers `value` for `key`, replacing the value it had.
    mutating func set(_ value: Value, for key: ModelLookup) {
        if let position = position(of: key) {
            entries[position].value = value
            return
        }
        if 2 * (entries.count + 1) > buckets.count { rebuild(bucketCount: 2 * buckets.count) }
        place(key, at: entries.count)
        entries.append(Entry(key: key, value: value))
    }

    /// Forgets every entry, keeping the storage when asked to (it fills again as before).
    mutating func removeAll(keepingCapacity: Bool = false) {
        entries.removeAll(keepingCapacity: keepingCapacity)
        if keepingCapacity {
            for index in buckets.indices { buckets[index] = .empty }
        } else {
            buckets = Array(repeating: .empty, count: Self.minimumBuckets)
        }
    }

    /// Points the first free bucket of `key`'s probe sequence at `position`.
    private mutating func place(_ key: ModelLookup, at position: Int) {
        precondition(position < Int(Int32.max), "a lookup table holds fewer than 2^31 entries")
        let hash = Self.mix(key.folded)
        let mask = buckets.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while buckets[index].position >= 0 { index = (index + 1) & mask }
        buckets[index] = Bucket(tag: UInt32(truncatingIfNeeded: hash >> 32), position: Int32(position))
    }

    private mutating func rebuild(bucketCount: Int) {
        buckets = Array(repeating: .empty, count: bucketCount)
        for (position, entry) in entries.enumerated() { place(entry.key, at: position) }
    }

    /// murmur3's 64-bit finalizer: every bit of `word` reaches the low bits the index uses.
    private static func mix(_ word: UInt64) -> UInt64 {
        var mixed = (word ^ (word >> 33)) &* 0xff51_afd7_ed55_8ccd
        mixed = (mixed ^ (mixed >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return mixed ^ (mixed >> 33)
    }
}
