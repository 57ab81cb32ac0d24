/// The nodes a computed result changed from the result it was compared with while it was
/// packed (``TreeComputer/compute(_:template:hash:knownTreeID:proposals:isStored:keepingLayouts:comparingWith:)``).
struct ListedNodeChanges: Sendable {
    /// The index of the result's proposal.
    var index: Int
    var changes: PackedNodeChanges
    /// `changes` packed (``PackedNodeChanges/encode()``) when not empty.
    var packed: [UInt8]?
}
