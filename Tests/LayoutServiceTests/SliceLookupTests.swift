import LayoutEngine
import Testing
@testable import LayoutService

/// A slice's worker finds each scenario's stored and compared rows by position
/// (``SliceLookup``): its revision's in the slice, its template's and its proposal's.
@Suite struct SliceLookupTests {
    private func key(_ revisionID: Int64, _ variant: String, _ proposalID: Int64, tree: Int64) -> ScenarioResultKey {
        ScenarioResultKey(revisionID: revisionID, variant: variant, proposalID: proposalID, sizeCategory: .large, treeID: tree, resultHash: [UInt8(tree)])
    }

    private func compared(_ key: ScenarioResultKey) -> ComparedResult {
        ComparedResult(key: key, treeHash: "h\(key.treeID)", frames: [])
    }

    @Test func rowsLandAtTheirScenariosAndOthersAreLeftOut() {
        // The slice holds revisions 10 and 12 (11 is not current: its rows are another revision's).
        let revisions = [10, 12].map { CurrentRevision(revisionID: $0, modelID: $0, name: "m\($0)", kind: "tripCard", content: "{}") }
        let reads = SliceReads(
            stored: [
                key(12, "wide", 7, tree: 3), key(12, "wide", 7, tree: 4), key(10, "compact", 5, tree: 1),
                key(11, "compact", 5, tree: 9), key(10, "nameless", 5, tree: 9), key(10, "compact", 6, tree: 9),
            ],
            previous: ComparedResults([compared(key(10, "compact", 7, tree: 2)), compared(key(10, "compact", 7, tree: 8))])
        )
        let lookup = SliceLookup(reads, revisions: revisions[...], proposalIDs: [5, 7])
        let first = lookup.tree(0, .compact)
        let second = lookup.tree(1, .wide)
        // Stored: the first row of a scenario, and the first row's tree for the template.
        #expect(lookup.stored(first, 0)?.treeID == 1)
        #expect(lookup.stored(second, 1)?.treeID == 3)
        #expect(lookup.targetTree(first) == 1 && lookup.targetTree(second) == 3)
        // Compared: the last row of a scenario.
        #expect(lookup.previous(first, 1)?.treeID == 8)
        // Nothing else: revision 11, the unknown template and proposal 6 found no slot.
        #expect(lookup.stored(first, 1) == nil && lookup.previous(first, 0) == nil)
        #expect(lookup.stored(lookup.tree(1, .compact), 0) == nil && lookup.targetTree(lookup.tree(1, .compact)) == nil)
        #expect(lookup.stored(lookup.tree(0, .wide), 1) == nil)
    }
}
