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
    /// The tree's shape: read off its first computed result where layouts are kept; else only
    /// when asked for (``TreeComputer/readShape(of:)``), where the tree may be new (its id not
    /// known), the shape it is stored with. Nil when nothing was computed.
    var shape: TreeShape?
    /// One slot per proposal, empty where the result was already stored; a computed result's
    /// node changes listed while it was packed are kept in its slot, their lists in its bytes.
    var results: TreeResults
    /// How many results were computed: the slots of `results` that are not empty.
    var computedCount: Int
    /// The unpacked results, one per proposal, when asked for (else empty).
    var layouts: [LayoutResult?] = []
}
