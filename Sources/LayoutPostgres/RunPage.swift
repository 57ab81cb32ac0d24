/// One page of a distributed recompute: the scenarios of a run's consecutive revisions
/// `firstRevisionID...lastRevisionID`, as the `run_pages` queue holds it.
public struct RunPage: Hashable, Sendable {
    /// The run the page belongs to.
    public let runID: Int64
    /// The page's number in the run, from 0.
    public let number: Int64
    /// The revisions whose scenarios the page lays out.
    public let revisionIDs: ClosedRange<Int64>

    /// Creates a page.
    public init(runID: Int64, number: Int64, revisionIDs: ClosedRange<Int64>) {
        self.runID = runID
        self.number = number
        self.revisionIDs = revisionIDs
    }
}
