
/// The latest results and the store's figures, read from the ledger.
struct ResultQuery {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// The latest results (current revisions, current engine, named widths) `criteria` selects.
    func query(_ criteria: ResultCriteria = ResultCriteria()) throws(ServiceError) -> [LatestResult] {
        guard let engine = try resolver.knownEngine() else { return [] }
        return try inContext("querying results") {
            try ledger.latestResults(engineID: engine.id, matching: criteria)
        }
    }

    /// The latest results `criteria` selects (its window ignored), summarised by the store
    /// (``ResultSummary``), with the results of `page`: counts and window are read in one snapshot.
    func summary(_ criteria: ResultCriteria = ResultCriteria(), page: RowWindow) throws(ServiceError) -> ResultSummary {
        guard let engine = try resolver.knownEngine() else {
            return ResultSummary(sizeCategory: criteria.sizeCategory, counts: [], rows: [], window: page)
        }
        var windowed = criteria
        windowed.window = page
        let (counts, rows) = try inContext("summarising results") {
            try ledger.read {
                (
                    try ledger.latestResultCounts(engineID: engine.id, matching: criteria),
                    try ledger.latestResults(engineID: engine.id, matching: windowed)
                )
            }
        }
        return ResultSummary(sizeCategory: criteria.sizeCategory, counts: counts, rows: rows, window: page)
    }

    /// Rows per table family and bytes on disk.
    func storeFigures() throws(ServiceError) -> StoreFigures {
        try inContext("measuring the store") { try ledger.storeFigures() }
    }
}
