import LayoutEngine
import LayoutModels

/// What ``TreeComputer`` made of one view tree: its identity and the results still missing.
struct ComputedTree: Sendable {
    /// The template that made the tree (nil for a tree given directly).
    var template: TemplateName?
    /// The stored tree's id when already known (no hash needed).
    var knownTreeID: Int64?
    /// The tree's hash, when its id is not known and something was computed.
    var treeHash: String?
    /// The tree's shape, read off its first computed result (nil when nothing was computed).
    var shape: TreeShape?
    /// One slot per proposal, empty where the result was already stored; the packed lists of
    /// `nodeChanges` are kept in its bytes too.
    var results: TreeResults
    /// How many results were computed: the slots of `results` that are not empty.
    var computedCount: Int
    /// The unpacked results, one per proposal, when asked for (else empty).
    var layouts: [LayoutResult?] = []
    /// The nodes each computed result changed from the result it was compared with while
    /// packed, for the results whose frames before read (in the order computed).
    var nodeChanges: [ListedNodeChanges] = []
}
