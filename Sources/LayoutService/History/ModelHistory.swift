import LayoutEngine
import LayoutModels

/// What a model's scenarios looked like over its revisions and engines, read from the ledger
/// (nothing is computed).
struct ModelHistory {
    let ledger: any ResultLedger

    /// One stored result of the history, before its frames are read.
    private struct StoredEntry {
        var template: TemplateName
        var revision: Revision
        var engine: RegisteredEngine
        var stored: ResultEntry
    }

    /// Every stored result of a model's template (every template unless one is named) at a
    /// width in a size category, one per (template × revision × engine): templates in the
    /// model's order, then oldest revision first (engines oldest first within one), each with
    /// what changed since the one before of the same template; all, or the window `page`
    /// selects (only its results, and the one before each, are read back).
    func entries(
        model name: String, template: TemplateName?, width widthName: String, sizeCategory: ContentSizeCategory, page: RowWindow? = nil
    ) throws(ServiceError) -> [HistoryEntry] {
        let (proposal, stored) = try storedEntries(model: name, template: template, width: widthName, sizeCategory: sizeCategory)
        return try read(stored, window: page, proposal: proposal)
    }

    /// The history summarised (``HistorySummary``): counts per template from the stored
    /// results' hashes, and the entries of the window `page`.
    func summary(
        model name: String, template: TemplateName?, width widthName: String, sizeCategory: ContentSizeCategory, page: RowWindow
    ) throws(ServiceError) -> HistorySummary {
        let (proposal, stored) = try storedEntries(model: name, template: template, width: widthName, sizeCategory: sizeCategory)
        var templates: [HistorySummary.TemplateCount] = []
        for (index, entry) in stored.enumerated() {
            let previous = index > 0 && stored[index - 1].template == entry.template ? stored[index - 1] : nil
            if templates.last?.template != entry.template {
                templates.append(HistorySummary.TemplateCount(template: entry.template, results: 0, revisions: 0, engines: 0, changes: 0))
            }
            templates[templates.count - 1].results += 1
            if previous?.revision.id != entry.revision.id { templates[templates.count - 1].revisions += 1 }
            if let previous, previous.stored.resultHash != entry.stored.resultHash { templates[templates.count - 1].changes += 1 }
        }
        for index in templates.indices {
            templates[index].engines = Set(stored.filter { $0.template == templates[index].template }.map(\.engine.id)).count
        }
        return HistorySummary(
            model: name, widthName: widthName, sizeCategory: sizeCategory, templates: templates,
            rows: try read(stored, window: page, proposal: proposal), window: page
        )
    }

    /// The stored results of the history in order, with the proposal they answer; none when
    /// the width was never proposed in `sizeCategory`.
    private func storedEntries(
        model name: String, template: TemplateName?, width widthName: String, sizeCategory: ContentSizeCategory
    ) throws(ServiceError) -> (ProposedSize, [StoredEntry]) {
        let (model, _, current) = try ledger.currentModel(named: name)
        if let template, !current.templates.contains(template) { throw .unknownTemplate(template, model: name) }
        let templates = template.map { [$0] } ?? current.templates
        guard let width = try ledger.selectedWidths([widthName]).first else { throw .unknownWidth(widthName) }
        let proposal = ProposedSize.containerWidth(width.width)
        let storedID: Int64? = try inContext("looking up proposal \(proposal) \(sizeCategory.rawValue)") {
            try ledger.existingProposalID(width: width.width, height: nil, sizeCategory: sizeCategory)
        }
        guard let proposalID = storedID else { return (proposal, []) }
        let revisions = try inContext("reading revisions of \(name)") { try ledger.revisions(modelID: model.id) }
        let engines = try inContext("reading engines") { try ledger.engines() }
        var entries: [StoredEntry] = []
        for template in templates {
            for revision in revisions {
                for engine in engines {
                    guard let stored = try ledger.storedScenarioResult(
                        engineID: engine.id, revisionID: revision.id, template: template.rawValue, proposalID: proposalID
                    ) else { continue }
                    entries.append(StoredEntry(template: template, revision: revision, engine: engine, stored: stored))
                }
            }
        }
        return (proposal, entries)
    }

    /// The entries of `window` (all when nil) read back, each with its change from the entry
    /// before it of the same template (read back too when outside the window).
    private func read(_ stored: [StoredEntry], window: RowWindow?, proposal: ProposedSize) throws(ServiceError) -> [HistoryEntry] {
        let start = min(window?.offset ?? 0, stored.count)
        let end = window.map { start + min($0.limit, stored.count - start) } ?? stored.count
        var entries: [HistoryEntry] = []
        var previous: (index: Int, result: LayoutResult)?
        for index in start..<end {
            let entry = stored[index]
            let result = try ledger.storedLayout(entry.stored, proposal: proposal)
            var before: LayoutResult?
            if index > 0, stored[index - 1].template == entry.template {
                before = previous?.index == index - 1 ? previous?.result : try ledger.storedLayout(stored[index - 1].stored, proposal: proposal)
            }
            entries.append(HistoryEntry(
                template: entry.template, revision: entry.revision.number, revisionCreatedAt: entry.revision.createdAt,
                message: entry.revision.message, engine: entry.engine, size: result.size, facts: ResultFacts(of: result),
                changeFromPrevious: before.map { LayoutDiff($0, result) }
            ))
            previous = (index, result)
        }
        return entries
    }
}
