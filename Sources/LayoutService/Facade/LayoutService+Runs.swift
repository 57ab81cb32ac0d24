import LayoutEngine
import LayoutModels

/// Recompute, runs, history, engines and queries, forwarded to ``Recompute``, ``RunLog``,
/// ``ModelHistory``, ``EngineCatalog`` and ``ResultQuery``.
extension LayoutService {
    /// Scenarios committed per transaction in the middle of a run, about (fewer in its first
    /// and last pages).
    public static let defaultBatchSize = 4_096

    /// Lays out every scenario `filter` covers with the engine of `engineOptions` (default: the
    /// service's) on every core, stores the results, and compares each with `comparison`.
    ///
    /// Revisions stream in id order, one page per transaction; workers lay out the next page
    /// while the writer commits the current one. The run record is written first and finished
    /// last, and each commit moves its cursor, so a run that stops (killed, or `progress`
    /// throwing) is resumed by calling `recompute` again with the same engine and filter:
    /// finished scenarios are neither recomputed nor recorded twice. Results already stored
    /// for the engine are reused, never recomputed.
    @discardableResult
    public func recompute(
        _ filter: ScenarioFilter = .all, engineOptions: EngineOptions? = nil, against comparison: RecomputeComparison = .previousEngine,
        batchSize: Int = LayoutService.defaultBatchSize, threads: Int? = nil,
        progress: (RunProgress) throws -> Void = { _ in }
    ) throws(ServiceError) -> RunReport {
        try batches.run(
            filter, engineOptions: engineOptions, against: comparison, batchSize: batchSize, threads: threads, progress: progress
        )
    }

    /// How many scenarios `filter` covers at `proposalCount` proposals (widths × size categories).
    func scenarioCount(_ filter: ScenarioFilter, proposalCount: Int) throws(ServiceError) -> Int {
        try batches.scenarioCount(filter, proposalCount: proposalCount)
    }

    /// Every run, newest first.
    public func runs() throws(ServiceError) -> [Run] {
        try RunLog(ledger: ledger).runs()
    }

    /// The run with id `id`.
    public func run(_ id: Int64) throws(ServiceError) -> Run {
        try RunLog(ledger: ledger).run(id)
    }

    /// A run's new, changed and failed scenarios (of `status` only, when given) in key order:
    /// all, or the window `page` selects.
    public func runChanges(_ runID: Int64, status: String? = nil, page: RowWindow? = nil) throws(ServiceError) -> [RunChange] {
        try RunLog(ledger: ledger).changes(runID, status: status, page: page)
    }

    /// A run's changes summarised by the store (``RunSummary``): counts by kind, template,
    /// width and status, the `largest` changes with the largest moves, and the window `page`.
    public func runSummary(_ runID: Int64, largest: Int = 10, page: RowWindow) throws(ServiceError) -> RunSummary {
        try RunLog(ledger: ledger).summary(runID, largest: largest, page: page)
    }

    /// A run's new and changed scenarios with their stored results (``RunLog/changeResults(_:)``).
    public func runChangeResults(_ runID: Int64) throws(ServiceError) -> [RunChangeResults] {
        try RunLog(ledger: ledger).changeResults(runID)
    }

    /// Every stored result of a model's templates (or of `template`) at a width in a size
    /// category (``ModelHistory``): all, or the window `page` selects.
    public func history(
        model name: String, template: TemplateName? = nil, width widthName: String, sizeCategory: ContentSizeCategory = .default,
        page: RowWindow? = nil
    ) throws(ServiceError) -> [HistoryEntry] {
        try ModelHistory(ledger: ledger).entries(model: name, template: template, width: widthName, sizeCategory: sizeCategory, page: page)
    }

    /// A model's history at a width summarised (``HistorySummary``): counts per template and
    /// the entries of the window `page`.
    public func historySummary(
        model name: String, template: TemplateName? = nil, width widthName: String, sizeCategory: ContentSizeCategory = .default,
        page: RowWindow
    ) throws(ServiceError) -> HistorySummary {
        try ModelHistory(ledger: ledger).summary(model: name, template: template, width: widthName, sizeCategory: sizeCategory, page: page)
    }

    /// Every engine results were computed with, oldest first, with its options and result count.
    public func engines() throws(ServiceError) -> [EngineSummary] {
        try EngineCatalog(resolver: resolver).engines()
    }

    /// The engine stored as `id`.
    public func engine(id: Int64) throws(ServiceError) -> RegisteredEngine {
        try EngineCatalog(resolver: resolver).engine(id: id)
    }

    /// The store's current engine (the one commands compute with unless told otherwise) with
    /// its options and result count, or nil when none is marked.
    public func currentEngine() throws(ServiceError) -> EngineSummary? {
        try EngineCatalog(resolver: resolver).currentEngine()
    }

    /// Makes the stored engine `id` current and returns it; an unknown id is `.unknownEngine`.
    @discardableResult
    public func makeCurrent(engineID id: Int64) throws(ServiceError) -> RegisteredEngine {
        try EngineCatalog(resolver: resolver).makeCurrent(engineID: id)
    }

    /// The options of the current engine of the store `ledger` holds, or nil when none is
    /// marked (a store no engine has been registered in yet).
    public static func currentEngineOptions(in ledger: any ResultLedger) throws(ServiceError) -> EngineOptions? {
        try EngineCatalog.currentOptions(in: ledger)
    }

    /// The latest results (current revisions, current engine, named widths) `criteria` selects.
    public func query(_ criteria: ResultCriteria = ResultCriteria()) throws(ServiceError) -> [LatestResult] {
        try ResultQuery(resolver: resolver).query(criteria)
    }

    /// The latest results `criteria` selects summarised by the store (``ResultSummary``):
    /// counts by kind, template, width and flow rows, and the results of the window `page`.
    public func querySummary(_ criteria: ResultCriteria = ResultCriteria(), page: RowWindow) throws(ServiceError) -> ResultSummary {
        try ResultQuery(resolver: resolver).summary(criteria, page: page)
    }

    /// Rows per table family and bytes on disk.
    public func storeFigures() throws(ServiceError) -> StoreFigures {
        try ResultQuery(resolver: resolver).storeFigures()
    }
}
