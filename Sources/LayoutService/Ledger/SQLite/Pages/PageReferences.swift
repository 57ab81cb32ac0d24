/// The parent ids the rows of one batch page refer to, noted as the rows are written and
/// looked up once per distinct id before the page commits (``SQLiteLedger/writePage(_:)``).
///
/// Noting is cheap enough for every row: each key remembers the last few distinct ids it
/// noted (more than a page's proposals), so the same engine on every row, the same tree on
/// all of a tree's proposals and the same few proposals again and again are skipped after a
/// few comparisons; any other id is appended. What repeats beyond that is removed once, when
/// the page is checked.
struct PageReferences {
    private static let keyCount = PageForeignKey.allCases.count
    /// How many recent distinct ids each key compares a new one with.
    private static let recentCapacity = 16

    private var noted: [[Int64]] = Array(repeating: [], count: keyCount)
    /// Each key's recent ids: `recentCapacity` slots per key, filled in turn.
    private var recent: [Int64] = Array(repeating: 0, count: keyCount * recentCapacity)
    private var recentCount: [Int] = Array(repeating: 0, count: keyCount)
    private var nextSlot: [Int] = Array(repeating: 0, count: keyCount)

    /// Notes that a row of the page refers to `id` through `key`.
    mutating func note(_ id: Int64, _ key: PageForeignKey) {
        let index = key.rawValue
        let base = index * Self.recentCapacity
        let count = recentCount[index]
        let next = nextSlot[index]
        // The id noted last first: a tree's results come together, as do a revision's changes.
        if count > 0, recent[base + (next == 0 ? Self.recentCapacity - 1 : next - 1)] == id { return }
        var slot = base
        while slot < base + count {
            if recent[slot] == id { return }
            slot += 1
        }
        noted[index].append(id)
        recent[base + next] = id
        nextSlot[index] = (next + 1) % Self.recentCapacity
        recentCount[index] = min(count + 1, Self.recentCapacity)
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
        PageParentTable.allCases.compactMap { parent in
            var pairs: [(id: Int64, key: PageForeignKey)] = []
            for key in PageForeignKey.allCases where key.parent == parent {
                pairs += noted[key.rawValue].lazy.map { ($0, key) }
            }
            guard !pairs.isEmpty else { return nil }
            pairs.sort { ($0.id, $0.key.rawValue) < ($1.id, $1.key.rawValue) }
            var distinct: [(id: Int64, key: PageForeignKey)] = []
            for pair in pairs where distinct.last?.id != pair.id { distinct.append(pair) }
            return (parent, distinct)
        }
    }
}
