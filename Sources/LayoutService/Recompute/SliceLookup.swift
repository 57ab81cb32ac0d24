import LayoutModels

/// A slice's reads by position: each scenario's slot is its revision's position in the slice,
/// its template's and its proposal's, so a worker finds a scenario's rows by indexing arrays
/// instead of hashing scenarios (whose templates and size categories hash as strings).
struct SliceLookup {
    private let reads: SliceReads
    private let revisionIDs: [Int64]
    private let proposalIDs: [Int64]
    /// By slot: the index of the scenario's row in `reads.stored` (the first), or -1.
    private var storedRows: [Int32]
    /// By slot: the index of the scenario's row in `reads.previous` (the last), or -1.
    private var previousRows: [Int32]
    /// By revision position and template: the first stored row's tree.
    private var targetTrees: [Int64?]
    /// By revision position and template: the compared engine's tree (its rows of a template
    /// of a revision are all of one tree, the one its scenario trees name).
    private var comparedTrees: [Int64?]

    private static let templates = TemplateName.allCases

    /// `reads` placed for the slice of `revisions` (ascending ids) laid out under proposals
    /// `proposalIDs`; rows of other revisions, templates or proposals are left out (no
    /// scenario of the slice looks them up).
    init(_ reads: SliceReads, revisions: ArraySlice<CurrentRevision>, proposalIDs: [Int64]) {
        self.reads = reads
        self.revisionIDs = revisions.map(\.revisionID)
        self.proposalIDs = proposalIDs
        let treeCount = revisionIDs.count * Self.templates.count
        storedRows = Array(repeating: -1, count: treeCount * proposalIDs.count)
        previousRows = storedRows
        targetTrees = Array(repeating: nil, count: treeCount)
        comparedTrees = targetTrees
        var place = RowPlacer()
        for (row, key) in reads.stored.enumerated() {
            guard let (tree, slot) = place(key, in: self) else { continue }
            if targetTrees[tree] == nil { targetTrees[tree] = key.treeID }
            if storedRows[slot] < 0 { storedRows[slot] = Int32(row) }
        }
        for (row, result) in reads.previous.entries.enumerated() {
            guard let (tree, slot) = place(revisionID: result.revisionID, template: result.template, proposalID: result.proposalID, in: self)
            else { continue }
            if comparedTrees[tree] == nil { comparedTrees[tree] = result.treeID }
            previousRows[slot] = Int32(row)
        }
    }

    /// The tree the target engine already made of the template at `tree` (``tree(_:_:)``).
    func targetTree(_ tree: Int) -> Int64? {
        targetTrees[tree]
    }

    /// The tree the compared engine made of the template at `tree` (``tree(_:_:)``), when it
    /// has a result of it.
    func comparedTree(_ tree: Int) -> Int64? {
        comparedTrees[tree]
    }

    /// The target engine's stored result for proposal `index` of the template at `tree`.
    func stored(_ tree: Int, _ index: Int) -> ScenarioResultKey? {
        let row = storedRows[tree * proposalIDs.count + index]
        return row < 0 ? nil : reads.stored[Int(row)]
    }

    /// The compared engine's result for proposal `index` of the template at `tree`.
    func previous(_ tree: Int, _ index: Int) -> ComparedResults.Entry? {
        let row = previousRows[tree * proposalIDs.count + index]
        return row < 0 ? nil : reads.previous.entries[Int(row)]
    }

    /// The packed frames of `entry` (a result ``previous(_:_:)`` gave), valid as long as the lookup lives.
    func frames(of entry: ComparedResults.Entry) -> UnsafeBufferPointer<UInt8> {
        reads.previous.frames(of: entry)
    }

    /// The hash of the tree of `entry` (a result ``previous(_:_:)`` gave).
    func treeHash(of entry: ComparedResults.Entry) -> String {
        reads.previous.treeHash(of: entry)
    }

    /// The scenario result key of `entry` (a result ``previous(_:_:)`` gave).
    func key(of entry: ComparedResults.Entry) -> ScenarioResultKey {
        reads.previous.key(of: entry)
    }

    /// The position of `template` of the revision at `position` in the slice: what
    /// ``targetTree(_:)``, ``stored(_:_:)`` and ``previous(_:_:)`` take.
    func tree(_ position: Int, _ template: TemplateName) -> Int {
        position * Self.templates.count + Self.templates.firstIndex(of: template)!
    }

    /// Finds the tree and slot of a read row, remembering the last revision, variant and
    /// proposal found: a read's rows come a tree's proposals after another.
    private struct RowPlacer {
        private var revision: (key: Int64, value: Int)?
        private var variant: (key: String, value: TemplateName)?
        private var proposal: (key: Int64, value: Int)?

        mutating func callAsFunction(_ key: ScenarioResultKey, in lookup: SliceLookup) -> (tree: Int, slot: Int)? {
            guard let template = Self.remembered(key.variant, in: &variant, TemplateName.init(rawValue:)) else { return nil }
            return self(revisionID: key.revisionID, template: template, proposalID: key.proposalID, in: lookup)
        }

        mutating func callAsFunction(
            revisionID: Int64, template: TemplateName, proposalID: Int64, in lookup: SliceLookup
        ) -> (tree: Int, slot: Int)? {
            guard let position = Self.remembered(revisionID, in: &revision, { Self.position(of: $0, in: lookup.revisionIDs) }),
                let index = Self.remembered(proposalID, in: &proposal, { lookup.proposalIDs.firstIndex(of: $0) })
            else { return nil }
            let tree = lookup.tree(position, template)
            return (tree, tree * lookup.proposalIDs.count + index)
        }

        /// What `last` remembers for `key`, else what `find` finds for it (then remembered).
        private static func remembered<Key: Equatable, Value>(
            _ key: Key, in last: inout (key: Key, value: Value)?, _ find: (Key) -> Value?
        ) -> Value? {
            if let last, last.key == key { return last.value }
            guard let found = find(key) else { return nil }
            last = (key, found)
            return found
        }

        /// The position of `id` in `ids` (ascending), if there.
        private static func position(of id: Int64, in ids: [Int64]) -> Int? {
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < ids.count && ids[low] == id ? low : nil
        }
    }
}
