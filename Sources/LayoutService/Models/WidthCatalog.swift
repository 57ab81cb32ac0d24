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
    func removeWidth(name: String) throws(ServiceError) {
        let removed = try resolver.writing("removing width \(name)") { try ledger.removeWidth(name: name) }
        if !removed { throw .unknownWidth(name) }
    }
}
