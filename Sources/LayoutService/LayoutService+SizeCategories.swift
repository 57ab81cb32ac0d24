import LayoutEngine

extension LayoutService {
    /// Every configured text size category, smallest first (a new store: `large` only).
    public func sizeCategories() throws(ServiceError) -> [ContentSizeCategory] {
        try inContext("listing size categories") { try ledger.sizeCategories() }
    }

    /// Adds a size category and lays every model out in it at every width (a batch limited to
    /// that category). A category whose batch fails is removed again, as a width is.
    @discardableResult
    public func addSizeCategory(_ category: ContentSizeCategory) throws(ServiceError) -> RunReport {
        try writing("adding size category \(category.rawValue)") { () throws in
            guard try ledger.addSizeCategory(category) else { throw ServiceError.duplicateSizeCategory(category) }
        }
        do {
            return try recompute(ScenarioFilter(sizeCategories: [category]), against: .none)
        } catch {
            _ = try? writing("removing size category \(category.rawValue) after its layouts failed") {
                try ledger.removeSizeCategory(category)
            }
            throw error
        }
    }

    /// Removes a size category; the results computed in it stay stored. The last one stays:
    /// a store lays its models out in at least one.
    public func removeSizeCategory(_ category: ContentSizeCategory) throws(ServiceError) {
        try writing("removing size category \(category.rawValue)") { () throws in
            let configured = try ledger.sizeCategories()
            guard configured.contains(category) else { throw ServiceError.unknownSizeCategory(category, configured: configured) }
            guard configured.count > 1 else {
                throw ServiceError.invalidArgument("\(category.rawValue) is the store's only size category; add another before removing it")
            }
            _ = try ledger.removeSizeCategory(category)
        }
    }

    /// The proposals `filter` lays models out under: every selected width in every selected
    /// size category (the configured ones by default), width by width, each with its stored id.
    /// Proposals not yet stored are stored together in one transaction.
    func scenarioProposals(_ filter: ScenarioFilter) throws(ServiceError) -> [ScenarioProposal] {
        let widths = try ledger.selectedWidths(filter.widths)
        let categories: [ContentSizeCategory]
        if let chosen = filter.sizeCategories { categories = Set(chosen).sorted() } else { categories = try sizeCategories() }
        var proposals: [(width: WidthEntry, id: Int64?, proposal: Proposal)] = []
        for width in widths {
            for category in categories {
                let proposal = Proposal.containerWidth(width.width, sizeCategory: category)
                if category == .default {
                    proposals.append((width, width.proposalID, proposal))
                } else {
                    var known = identities.proposals[proposal]
                    if known == nil {
                        known = try inContext("looking up proposal \(proposal)") {
                            try ledger.existingProposalID(width: proposal.size.width, height: nil, sizeCategory: category)
                        }
                    }
                    if let known { identities.proposals.insert(known, for: proposal) }
                    proposals.append((width, known, proposal))
                }
            }
        }
        if proposals.contains(where: { $0.id == nil }) {
            try writing("storing the proposals of \(categories.map(\.rawValue).joined(separator: ", "))") { () throws in
                for index in proposals.indices where proposals[index].id == nil {
                    proposals[index].id = try proposalID(proposals[index].proposal)
                }
            }
        }
        return proposals.map { ScenarioProposal(width: $0.width, id: $0.id!, proposal: $0.proposal) }
    }
}
