/// The changes of a run with one model kind, template, proposal and status, counted by the
/// store: how a run of a million changes is summarised without reading them.
public struct RunChangeGroup: Hashable, Sendable {
    /// `tripCard`, `chipSet` or `viewTree`.
    public var kind: String
    public var variant: String
    public var proposalID: Int64
    /// `new`, `changed` or `failed`.
    public var status: String
    /// How many scenarios.
    public var scenarios: Int
    /// The nodes that moved, appeared and disappeared in them all.
    public var movedNodes: Int
    public var appearedNodes: Int
    public var disappearedNodes: Int
    /// The largest move among them, in points.
    public var maxDelta: Double

    public init(
        kind: String, variant: String, proposalID: Int64, status: String, scenarios: Int, movedNodes: Int, appearedNodes: Int,
        disappearedNodes: Int, maxDelta: Double
    ) {
        self.kind = kind
        self.variant = variant
        self.proposalID = proposalID
        self.status = status
        self.scenarios = scenarios
        self.movedNodes = movedNodes
        self.appearedNodes = appearedNodes
        self.disappearedNodes = disappearedNodes
        self.maxDelta = maxDelta
    }
}
