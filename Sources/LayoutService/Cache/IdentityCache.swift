import LayoutEngine

/// The ids the ledger handed out for proposals and tree hashes, and the shapes of trees, kept
/// in front of it: each a bounded map (``BoundedCache``).
struct IdentityCache {
    /// Proposal ids by proposal (few: one per named width and size category, and the sizes asked for ad hoc).
    var proposals = BoundedCache<Proposal, Int64>(limit: 4_096)
    /// Tree ids by tree hash, as batches and puts store trees.
    var trees = BoundedCache<String, Int64>(limit: 65_536)
    /// Tree shapes by tree id.
    var shapes = BoundedCache<Int64, TreeShape>(limit: 16_384)
}
