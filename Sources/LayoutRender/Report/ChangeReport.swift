import LayoutEngine

/// What an HTML change report shows, independent of where the layouts came from (a run, a
/// replay): a title, a summary table, the scenarios whose layout changed and those that failed.
public struct ChangeReport: Sendable {
    public var title: String
    /// Who or what made the report, e.g. `layoutstore 0.3.0, run 12 against run 11`.
    public var generatedBy: String
    /// The summary table's rows, in order.
    public var summary: [SummaryItem]
    public var scenarios: [ChangedScenario]
    /// Scenarios that could not be laid out, with why.
    public var failures: [FailedScenario]

    public init(
        title: String, generatedBy: String, summary: [SummaryItem], scenarios: [ChangedScenario], failures: [FailedScenario] = []
    ) {
        self.title = title
        self.generatedBy = generatedBy
        self.summary = summary
        self.scenarios = scenarios
        self.failures = failures
    }
}
