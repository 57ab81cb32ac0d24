/// The parent ids the rows of one batch page refer to, noted as the rows are written and
/// looked up once per distinct id before the page commits (``SQLiteLedger/writePage(_:)``).
///
/// Noting is cheap enough for every row: each key remembers the last few distinct ids it
/// noted (more than a page's proposals), so the same engine on every row, the same tree on
/// all of a tree's proposals and the same few proposals again and again are skipped after a
/// few comparisons; any other id is appended. What repeats beyond that is removed once, when
/// the page is checked.
struct PageReferences {
    /// How many keys there are (``PageForeignKey``), the size of the in-line tables below.
    private static let keyCount = 15
    /// How many recent distinct ids each key compares a new one with (a power of two).
    private static let recentCapacity = 16

    /// The ids noted, in order, and the key (raw value) of each: flat, so noting appends to
    /// two arrays of its own, not to one nested in another.
    private var noted: [Int64] = []
    private var notedKeys: [UInt8] = []
    /// Each key's recent ids, `recentCapacity` slots per key filled in turn, how many of its
    /// slots are filled and the next one to fill; kept in line, not in arrays, as is each key's
    /// id noted last (`Int64.min` before the first): a tree's results come together, as do a
    /// revision's changes, and every row of a page names the same engine or run, so most notes
    /// end at that one comparison.
    private var recent = InlineArray<240, Int64>(repeating: 0)
    private var recentCount = InlineArray<15, UInt8>(repeating: 0)
    private var nextSlot = InlineArray<15, UInt8>(repeating: 0)
    private var last = InlineArray<15, Int64>(repeating: .min)

    init() {
        precondition(PageForeignKey.allCases.count == Self.keyCount, "PageReferences holds \(Self.keyCount) keys")
    }

    /// Notes that a row of the page refers to `id` through `key`.
    @inline(__always)
    mutating func note(_ id: Int64, _ key: PageForeignKey) {
        let index = key.rawValue
        if last[index] == id, id != .min { return }
        last[index] = id
        noteRecent(id, at: index)
    }

    /// Notes `id` for the key at `index` unless it is among the key's recent ids.
    private mutating func noteRecent(_ id: Int64, at index: Int) {
        let base = index &* Self.recentCapacity
        let count = Int(recentCount[index])
        var slot = base
        while slot < base &+ count {
            if recent[slot] == id { return }
            slot &+= 1
        }
        noted.append(id)
        notedKeys.append(UInt8(truncatingIfNeeded: index))
        let next = Int(nextSlot[index])
        recent[base &+ next] = id
        nextSlot[index] = UInt8(truncatingIfNeeded: (next &+ 1) & (Self.recentCapacity &- 1))
        if count < Self.recentCapacity { recentCount[index] = UInt8(truncatingIfNeeded: count &+ 1) }
    }

    /// Notes the three references of one row (every table a page writes rows of per scenario
    /// has three foreign keys).
    mutating func note(_ first: (Int64, PageForeignKey), _ second: (Int64, PageForeignKey), _ third: (Int64, PageForeignKey)) {
        note(first.0, first.1)
        note(second.0, second.1)
        note(third.0, third.1)
    }

    /// The distinct ids referred to, by parent table (in the order of ``PageParentTable``) and
    /// in ascending order within one, each with the first key (in the order of
    /// ``PageForeignKey``) that refers to it: what a failed check names.
    var distinctIDs: [(parent: PageParentTable, ids: [(id: Int64, key: PageForeignKey)])] {
        var byKey: [[Int64]] = Array(repeating: [], count: Self.keyCount)
        for index in noted.indices { byKey[Int(notedKeys[index])].append(noted[index]) }
        return PageParentTable.allCases.compactMap { parent in
            var pairs: [(id: Int64, key: PageForeignKey)] = []
            for key in PageForeignKey.allCases where key.parent == parent {
                pairs += byKey[key.rawValue].lazy.map { ($0, key) }
            }
            guard !pairs.isEmpty else { return nil }
            pairs.sort { ($0.id, $0.key.rawValue) < ($1.id, $1.key.rawValue) }
            var distinct: [(id: Int64, key: PageForeignKey)] = []
            for pair in pairs where distinct.last?.id != pair.id { distinct.append(pair) }
            return (parent, distinct)
        }
    }
}
