import LayoutEngine
import LayoutStorage

/// What a page's read of results (``SQLiteLedger/comparedResults(engineID:revisions:)``,
/// ``SQLiteLedger/scenarioResults(engineID:revisions:)``) looks up beside its rows: the size
/// category of each proposal and the hash of each tree, read once each instead of joined into
/// every row — a page's rows name a handful of proposals, and consecutive rows the same tree
/// (a tree's results under all its proposals).
struct PageReadParents {
    private var categories: [(proposalID: Int64, category: ContentSizeCategory)] = []
    private var lastTree: (id: Int64, hash: String)?

    /// The size category of proposal `id`; nil when there is no such proposal.
    mutating func sizeCategory(ofProposal id: Int64, in ledger: SQLiteLedger) throws(DatabaseError) -> ContentSizeCategory? {
        for known in categories where known.proposalID == id { return known.category }
        guard let proposal = try ledger.proposal(id: id) else { return nil }
        categories.append((id, proposal.sizeCategory))
        return proposal.sizeCategory
    }

    /// The hash of tree `id`; nil when there is no such tree.
    mutating func hash(ofTree id: Int64, in ledger: SQLiteLedger) throws(DatabaseError) -> String? {
        if let lastTree, lastTree.id == id { return lastTree.hash }
        guard let hash = try ledger.treeHash(id: id) else { return nil }
        lastTree = (id, hash)
        return hash
    }
}
