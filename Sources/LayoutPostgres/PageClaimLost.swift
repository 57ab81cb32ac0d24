/// Completing a page failed because the worker no longer holds its claim: its lease expired and
/// another worker claimed the page again. The page's work must be rolled back (it will be done
/// by the new holder); throwing this from the page's transaction does that.
public struct PageClaimLost: Error, Equatable, CustomStringConvertible {
    /// The claim the worker held.
    public let claim: PageClaim

    /// Names the page, the run and the worker.
    public var description: String {
        "page \(claim.page.number) of run \(claim.page.runID) is no longer held by \(claim.worker) "
            + "(its lease expired and another worker claimed it); this worker's work on it was rolled back"
    }
}
