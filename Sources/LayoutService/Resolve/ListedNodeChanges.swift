/// The nodes a computed result changed from the result it was compared with while it was
/// packed (``TreeComputer/compute(_:template:hash:knownTreeID:proposals:isStored:keepingLayouts:comparingWith:)``).
struct ListedNodeChanges: Sendable {
    /// The index of the result's proposal.
    var index: Int
    var changes: PackedNodeChanges
    /// Where `changes` packed (``PackedNodeChanges/encode()``) are in the tree's
    /// ``ComputedTree/nodeChangeBytes``; nil when `changes` is empty.
    var packed: Range<Int>?
}
