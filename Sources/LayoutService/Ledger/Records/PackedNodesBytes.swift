/// A run change's node lists packed ahead of its store (``RecordedChange/packedNodes``): a
/// cache of ``PackedNodeChanges/encode()``, equal to every other, so a change's equality and
/// hash are those of its values alone.
struct PackedNodesBytes: Hashable, Sendable {
    /// The packed bytes; nil when not packed ahead.
    let bytes: [UInt8]?

    init(_ bytes: [UInt8]?) {
        self.bytes = bytes
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
