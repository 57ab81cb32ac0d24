/// A row of `run_changes`: a scenario whose result is new, changed or failed in a run.
public struct RecordedChange: Hashable, Sendable {
    public var runID: Int64
    public var revisionID: Int64
    public var variant: String
    public var proposalID: Int64
    /// `new`, `changed` or `failed`.
    public var status: String
    public var movedNodes: Int
    public var maxDelta: Double
    /// JSON array of the moved nodes.
    public var moves: String
    public var error: String?

    public init(
        runID: Int64, revisionID: Int64, variant: String, proposalID: Int64, status: String,
        movedNodes: Int = 0, maxDelta: Double = 0, moves: String = "[]", error: String? = nil
    ) {
        self.runID = runID
        self.revisionID = revisionID
        self.variant = variant
        self.proposalID = proposalID
        self.status = status
        self.movedNodes = movedNodes
        self.maxDelta = maxDelta
        self.moves = moves
        self.error = error
    }
}
