
/// The latest results and the store's figures, read from the ledger.
struct ResultQuery {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// The latest results (current revisions, current engine, named widths) `criteria` selects.
    func query(_ criteria: ResultCriteria = ResultCriteria()) throws(ServiceError) -> [LatestResult] {
        try inContext("querying results") {
            try ledger.latestResults(engineID: resolver.engine.id, matching: criteria)
        }
    }

    /// Rows per table family and bytes on disk.
    func storeFigures() throws(ServiceError) -> StoreFigures {
        try inContext("measuring the store") { try ledger.storeFigures() }
    }
}
