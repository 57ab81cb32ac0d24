/// The nodes a computed result changed from the result it was compared with while it was
/// packed (``TreeComputer/compute(_:template:hash:knownTreeID:proposals:isStored:keepingLayouts:comparingWith:)``):
/// their counts, and where their lists are packed. Plain values: the lists themselves are not
/// kept. Held in the result's slot (``TreeResults/Result/changes``).
struct ListedNodeChanges: Sendable {
    var counts: NodeChangeCounts
    /// Where the lists are packed (``PackedNodeChanges/encode()``) in the tree's
    /// ``TreeResults/bytes``; nil when no node changed.
    var packed: Range<Int>?
}
