/// The parent ids the rows of one batch page refer to, noted as the rows are written and
/// looked up once per distinct id before the page commits (``SQLiteLedger/writePage(_:)``).
///
/// Noting is cheap enough for every row: an id equal to the one its key noted last (the same
/// engine for a whole page, the same tree for all of a tree's proposals) is skipped, any other
/// appended; duplicates are removed once, when the page is checked.
struct PageReferences {
    private var noted: [[Int64]] = Array(repeating: [], count: PageForeignKey.allCases.count)
    private var last: [Int64?] = Array(repeating: nil, count: PageForeignKey.allCases.count)

    /// Notes that a row of the page refers to `id` through `key`.
    mutating func note(_ id: Int64, _ key: PageForeignKey) {
        let index = key.rawValue
        guard last[index] != id else { return }
        last[index] = id
        noted[index].append(id)
    }

    /// The distinct ids referred to, by parent table (in the order of ``PageParentTable``) and
    /// in ascending order within one, each with the first key (in the order of
    /// ``PageForeignKey``) that refers to it: what a failed check names.
    var distinctIDs: [(parent: PageParentTable, ids: [(id: Int64, key: PageForeignKey)])] {
        var byParent = Array(repeating: [Int64: PageForeignKey](), count: PageParentTable.allCases.count)
        for key in PageForeignKey.allCases {
            for id in noted[key.rawValue] where byParent[key.parent.rawValue][id] == nil {
                byParent[key.parent.rawValue][id] = key
            }
        }
        return PageParentTable.allCases.compactMap { parent in
            let ids = byParent[parent.rawValue]
            guard !ids.isEmpty else { return nil }
            return (parent, ids.keys.sorted().map { ($0, ids[$0]!) })
        }
    }
}
