import LayoutEngine

/// The named widths every model is laid out at; a new width is laid out by a batch.
struct WidthCatalog {
    let recompute: Recompute

    var resolver: ScenarioResolver { recompute.resolver }
    var ledger: any ResultLedger { resolver.ledger }

    /// Every named width, narrowest first.
    func widths() throws(ServiceError) -> [WidthEntry] {
        try inContext("listing widths") { try ledger.widths() }
    }

    /// Adds a named width and lays every model out at it (a batch limited to that width).
    ///
    /// The batch commits in pages of its own, so a width whose batch fails (a full disk, say)
    /// is removed again: the store never keeps a width the command reported as not added.
    @discardableResult
    func addWidth(name: String, width: Double) throws(ServiceError) -> RunReport {
        guard !name.isEmpty, width.isFinite, width >= 0 else {
            throw .invalidArgument("a width needs a name and a finite size ≥ 0, got \"\(name)\" = \(width)")
        }
        try resolver.writing("adding width \(name)") { () throws in
            if try ledger.widths().contains(where: { $0.name == name }) { throw ServiceError.duplicateWidth(name) }
            _ = try ledger.addWidth(name: name, width: width)
        }
        do {
            return try recompute.run(ScenarioFilter(widths: [name]), against: .none)
        } catch {
            _ = try? resolver.writing("removing width \(name) after its layouts failed") { try ledger.removeWidth(name: name) }
            throw error
        }
    }

    /// Removes a named width; the results computed at it stay stored.
    ///
    /// Baselines are keyed by the width's value, so they use it only when no other name has
    /// that value; such a width is refused (``ServiceError/widthHasBaselines(name:width:count:)``)
    /// unless `force`, which removes its baselines with it — replay stops checking those
    /// scenarios — in the same transaction.
    @discardableResult
    func removeWidth(name: String, force: Bool = false) throws(ServiceError) -> WidthRemoval {
        try resolver.writing("removing width \(name)") { () throws -> WidthRemoval in
            let widths = try ledger.widths()
            guard let width = widths.first(where: { $0.name == name }) else { throw ServiceError.unknownWidth(name) }
            let shared = widths.contains { $0.name != name && $0.proposalID == width.proposalID }
            let baselines = shared ? 0 : try ledger.baselineCount(containerWidth: width.width)
            if baselines > 0 && !force {
                throw ServiceError.widthHasBaselines(name: name, width: width.width, count: baselines)
            }
            _ = try ledger.removeWidth(name: name)
            let removed = baselines > 0 ? try ledger.removeBaselines(containerWidth: width.width) : 0
            return WidthRemoval(width: width, removedBaselines: removed)
        }
    }
}
