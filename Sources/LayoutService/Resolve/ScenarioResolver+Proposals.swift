import LayoutEngine

/// The proposals a store lays its models out under: named widths × size categories.
extension ScenarioResolver {
    /// The proposals `filter` lays models out under: every selected width in every selected
    /// size category (the configured ones by default), width by width, each with its stored id.
    /// Proposals not yet stored are stored together in one transaction.
    func scenarioProposals(_ filter: ScenarioFilter) throws(ServiceError) -> [ScenarioProposal] {
        let widths = try ledger.selectedWidths(filter.widths)
        let categories: [ContentSizeCategory]
        if let chosen = filter.sizeCategories {
            categories = Set(chosen).sorted()
        } else {
            categories = try inContext("listing size categories") { try ledger.sizeCategories() }
        }
        var proposals: [(width: WidthEntry, id: Int64?, proposal: Proposal)] = []
        for width in widths {
            for category in categories {
                let proposal = Proposal.containerWidth(width.width, sizeCategory: category)
                if category == .default {
                    proposals.append((width, width.proposalID, proposal))
                    continue
                }
                var known = identities.proposals[proposal]
                if known == nil {
                    known = try inContext("looking up proposal \(proposal)") {
                        try ledger.existingProposalID(width: width.width, height: nil, sizeCategory: category)
                    }
                }
                if let known { identities.proposals.insert(known, for: proposal) }
                proposals.append((width, known, proposal))
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
