import LayoutEngine

/// The text size categories every model is laid out in, beside the named widths; a new
/// category is laid out by a batch, as a new width is.
struct SizeCategoryCatalog {
    let recompute: Recompute

    var resolver: ScenarioResolver { recompute.resolver }
    var ledger: any ResultLedger { resolver.ledger }

    /// Every configured size category, smallest first (a new store: `large` only).
    func sizeCategories() throws(ServiceError) -> [ContentSizeCategory] {
        try inContext("listing size categories") { try ledger.sizeCategories() }
    }

    /// Adds a size category and lays every model out in it at every width (a batch limited to
    /// that category). A category whose batch fails is removed again, as a width is.
    @discardableResult
    func addSizeCategory(_ category: ContentSizeCategory) throws(ServiceError) -> RunReport {
        try resolver.writing("adding size category \(category.rawValue)") { () throws in
            guard try ledger.addSizeCategory(category) else { throw ServiceError.duplicateSizeCategory(category) }
        }
        do {
            return try recompute.run(ScenarioFilter(sizeCategories: [category]), against: .none)
        } catch {
            _ = try? resolver.writing("removing size category \(category.rawValue) after its layouts failed") {
                try ledger.removeSizeCategory(category)
            }
            throw error
        }
    }

    /// Removes a size category; the results computed in it stay stored. The last one stays:
    /// a store lays its models out in at least one.
    func removeSizeCategory(_ category: ContentSizeCategory) throws(ServiceError) {
        try resolver.writing("removing size category \(category.rawValue)") { () throws in
            let configured = try ledger.sizeCategories()
            guard configured.contains(category) else { throw ServiceError.unknownSizeCategory(category, configured: configured) }
            guard configured.count > 1 else {
                throw ServiceError.invalidArgument("\(category.rawValue) is the store's only size category; add another before removing it")
            }
            _ = try ledger.removeSizeCategory(category)
        }
    }
}
