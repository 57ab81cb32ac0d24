/// What one worker did for a run: the pages it completed, with their scenarios, and the pages
/// it lost to another worker (its lease had expired) whose work was rolled back.
public struct WorkerReport: Hashable, Sendable {
    /// Pages this worker completed.
    public var pagesCompleted = 0
    /// Scenarios of the pages it completed.
    public var scenarios = 0
    /// Pages it worked on but lost to another worker; nothing of them was written.
    public var pagesLost = 0

    /// A report of nothing done yet, or of the given figures.
    public init(pagesCompleted: Int = 0, scenarios: Int = 0, pagesLost: Int = 0) {
        self.pagesCompleted = pagesCompleted
        self.scenarios = scenarios
        self.pagesLost = pagesLost
    }

    /// Both reports' figures added.
    public static func + (lhs: WorkerReport, rhs: WorkerReport) -> WorkerReport {
        WorkerReport(
            pagesCompleted: lhs.pagesCompleted + rhs.pagesCompleted, scenarios: lhs.scenarios + rhs.scenarios,
            pagesLost: lhs.pagesLost + rhs.pagesLost
        )
    }
}
