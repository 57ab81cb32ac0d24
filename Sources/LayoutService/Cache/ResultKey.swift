/// The identity of a stored result: (engine, tree, proposal), by their row ids.
public struct ResultKey: Hashable, Sendable {
    public var engineID: Int64
    public var treeID: Int64
    public var proposalID: Int64

    public init(engineID: Int64, treeID: Int64, proposalID: Int64) {
        self.engineID = engineID
        self.treeID = treeID
        self.proposalID = proposalID
    }

    /// The three ids mixed into one word, so a lookup feeds `Hasher` once.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            UInt64(bitPattern: engineID) &* 0x9e37_79b9_7f4a_7c15
                ^ UInt64(bitPattern: treeID) &* 0xc2b2_ae3d_27d4_eb4f
                ^ UInt64(bitPattern: proposalID) &* 0x1656_67b1_9e37_79f9
        )
    }
}
