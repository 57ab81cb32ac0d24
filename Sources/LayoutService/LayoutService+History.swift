import LayoutEngine
import LayoutModels
import LayoutStorage

extension LayoutService {
    /// Every stored result of a model's template at a width, one per (revision × engine),
    /// oldest revision first (engines oldest first within one), each with what changed since
    /// the one before.
    public func history(model name: String, template: TemplateName? = nil, width widthName: String) throws(ServiceError) -> [HistoryEntry] {
        let (model, _, current) = try currentModel(named: name)
        let template = template ?? current.templates[0]
        guard let width = try selectedWidths([widthName]).first else { throw .unknownWidth(widthName) }
        let proposal = ProposedSize(width: width.width, height: nil)
        let revisions = try inContext("reading revisions of \(name)") { try modelStore.revisions(modelID: model.id) }
        let engines = try inContext("reading engines") { try engineStore.engines() }
        var entries: [HistoryEntry] = []
        var previous: LayoutResult?
        for revision in revisions {
            for engine in engines {
                let stored = try inContext("reading the history of \(name)") { () throws -> StoredResult? in
                    guard let treeID = try resultStore.scenarioTree(engineID: engine.id, revisionID: revision.id, variant: template.rawValue)
                    else { return nil }
                    return try resultStore.result(engineID: engine.id, treeID: treeID, proposalID: width.proposalID)
                }
                guard let stored else { continue }
                let result = try stored.layoutResult(shape: try shape(treeID: stored.treeID), proposal: proposal)
                entries.append(HistoryEntry(
                    revision: revision.number, revisionCreatedAt: revision.createdAt, message: revision.message, engine: engine,
                    size: result.size, facts: ResultFacts(of: result), changeFromPrevious: previous.map { LayoutDiff($0, result) }
                ))
                previous = result
            }
        }
        return entries
    }
}
