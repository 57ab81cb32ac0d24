import LayoutEngine

/// The store's current engine: the one every command computes with unless told otherwise
/// (`current_engine`, migration 0008).
extension LayoutService {
    /// The options of the current engine of the store `ledger` holds, or nil when none is
    /// marked (a store no engine has been registered in yet).
    public static func currentEngineOptions(in ledger: any ResultLedger) throws(ServiceError) -> EngineOptions? {
        guard let current = try inContext("reading the current engine", { try ledger.currentEngine() }) else { return nil }
        return try options(of: current)
    }

    /// The current engine with its options and result count, or nil when none is marked.
    public func currentEngine() throws(ServiceError) -> EngineSummary? {
        guard let current = try inContext("reading the current engine", { try ledger.currentEngine() }) else { return nil }
        let counts = try inContext("counting results") { try ledger.resultCountsByEngine() }
        return EngineSummary(engine: current, options: try Self.options(of: current), resultCount: counts[current.id] ?? 0)
    }

    /// Makes the stored engine `id` current (of this build or an earlier one: commands then
    /// compute with its options) and returns it; an unknown id is `.unknownEngine`.
    @discardableResult
    public func makeCurrent(engineID id: Int64) throws(ServiceError) -> RegisteredEngine {
        let chosen = try engine(id: id)
        try writing("making engine \(id) current") { try ledger.setCurrentEngine(engineID: id, at: currentTimestamp()) }
        return chosen
    }
}
