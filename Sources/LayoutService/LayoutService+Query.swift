
extension LayoutService {
    /// The latest results (current revisions, current engine, named widths) `criteria` selects.
    public func query(_ criteria: ResultCriteria = ResultCriteria()) throws(ServiceError) -> [LatestResult] {
        guard let engine = try knownEngine() else { return [] }
        return try inContext("querying results") {
            try ledger.latestResults(engineID: engine.id, matching: criteria)
        }
    }

    /// Rows per table family and bytes on disk.
    public func storeFigures() throws(ServiceError) -> StoreFigures {
        try inContext("measuring the store") { try ledger.storeFigures() }
    }
}
