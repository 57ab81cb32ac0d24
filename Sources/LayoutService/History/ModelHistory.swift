import LayoutEngine
import LayoutModels

/// What a model's scenarios looked like over its revisions and engines, read from the ledger
/// (nothing is computed).
struct ModelHistory {
    let ledger: any ResultLedger

    /// Every stored result of a model's template (every template unless one is named) at a
    /// width in a size category, one per (template × revision × engine): templates in the
    /// model's order, then oldest revision first (engines oldest first within one), each with
    /// what changed since the one before of the same template.
    func entries(
        model name: String, template: TemplateName?, width widthName: String, sizeCategory: ContentSizeCategory
    ) throws(ServiceError) -> [HistoryEntry] {
        let (model, _, current) = try ledger.currentModel(named: name)
        if let template, !current.templates.contains(template) { throw .unknownTemplate(template, model: name) }
        let templates = template.map { [$0] } ?? current.templates
        guard let width = try ledger.selectedWidths([widthName]).first else { throw .unknownWidth(widthName) }
        let proposal = ProposedSize.containerWidth(width.width)
        let storedID: Int64? = try inContext("looking up proposal \(proposal) \(sizeCategory.rawValue)") {
            try ledger.existingProposalID(width: width.width, height: nil, sizeCategory: sizeCategory)
        }
        guard let proposalID = storedID else { return [] }
        let revisions = try inContext("reading revisions of \(name)") { try ledger.revisions(modelID: model.id) }
        let engines = try inContext("reading engines") { try ledger.engines() }
        var entries: [HistoryEntry] = []
        for template in templates {
            var previous: LayoutResult?
            for revision in revisions {
                for engine in engines {
                    guard let stored = try ledger.storedScenarioResult(
                        engineID: engine.id, revisionID: revision.id, template: template.rawValue, proposalID: proposalID
                    ) else { continue }
                    let result = try ledger.storedLayout(stored, proposal: proposal)
                    entries.append(HistoryEntry(
                        template: template, revision: revision.number, revisionCreatedAt: revision.createdAt, message: revision.message,
                        engine: engine, size: result.size, facts: ResultFacts(of: result),
                        changeFromPrevious: previous.map { LayoutDiff($0, result) }
                    ))
                    previous = result
                }
            }
        }
        return entries
    }
}
