import LayoutEngine
import LayoutModels

/// Loads seed sets: widths and models in one transaction, through the models' puts, then a
/// batch for the new widths.
struct SeedLoader {
    let models: ModelCatalog
    let recompute: Recompute

    var resolver: ScenarioResolver { models.resolver }
    var ledger: any ResultLedger { resolver.ledger }

    /// The message of every revision `seed` writes: how it tells its revisions from a user's.
    static let seedMessage = "seed"

    /// Loads a seed set: its widths and its models, in one transaction, laying out what is new.
    /// Loading the same set again writes nothing and says so. A model whose current revision
    /// is a user's (any revision `seed` did not write) is never overwritten: it is listed in
    /// the report's `keptUserRevisions` and left as it is.
    ///
    /// `progress` is called with the models stored and the models to store, once per model.
    func seed(_ seeds: SeedSet, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(ServiceError) -> LoadReport {
        try load(widths: seeds.widths, revisions: seeds.models.map { ($0, Self.seedMessage) }, progress: progress)
    }

    /// Adds the widths that are new and puts each model's revisions that continue its stored
    /// history, in one transaction.
    private func load(
        widths: [NamedWidth], revisions: [(Model, String?)], progress: (_ done: Int, _ total: Int) -> Void
    ) throws(ServiceError) -> LoadReport {
        var report = LoadReport()
        let computesBefore = resolver.statistics.computes
        let existingWidths = try inContext("listing widths") { try ledger.widths() }
        for width in widths {
            if let existing = existingWidths.first(where: { $0.name == width.name }), existing.width != width.width {
                throw .invalidArgument("width \"\(width.name)\" is \(existing.width) in the store but \(width.width) in the input")
            }
        }
        let newWidths = widths.filter { width in !existingWidths.contains { $0.name == width.name } }
        var touched = Set<String>()
        var created = Set<String>()
        var unarchived = Set<String>()
        try resolver.writing("loading models") { () throws in
            for width in newWidths { _ = try ledger.addWidth(name: width.name, width: width.width) }
            let (loading, kept) = try keepingUserRevisions(revisions)
            report.keptUserRevisions = kept
            let continuing = try revisionsContinuingHistory(loading)
            for (index, (model, message)) in continuing.enumerated() {
                defer { progress(index + 1, continuing.count) }
                switch try models.putInTransaction(model, message: message).outcome {
                case .created: created.insert(model.name); report.revisionsAdded += 1
                case .revised: touched.insert(model.name); report.revisionsAdded += 1
                case .unarchived: unarchived.insert(model.name)
                case .unchanged: break
                }
            }
        }
        for (model, _) in revisions { resolver.forgetCurrentTrees(of: model) }
        let names = Set(revisions.map(\.0.name))
        report.modelsCreated = created.count
        report.modelsRevised = touched.subtracting(created).count
        report.modelsUnarchived = unarchived.subtracting(touched).count
        report.modelsUnchanged = names.count - report.modelsCreated - report.modelsRevised - report.modelsUnarchived
            - report.keptUserRevisions.count
        report.widthsAdded = newWidths.count
        report.widthsUnchanged = widths.count - newWidths.count
        if !newWidths.isEmpty, (try models.models().count) > created.count + touched.subtracting(created).count {
            try recompute.run(ScenarioFilter(widths: newWidths.map(\.name)), against: .none)
        }
        report.computes = resolver.statistics.computes - computesBefore
        return report
    }

    /// The seed revisions whose model the user has not revised since, and the models whose
    /// current revision (differing from the seed's) is a user's, which seeding leaves alone.
    private func keepingUserRevisions(_ revisions: [(Model, String?)]) throws -> ([(Model, String?)], [KeptRevision]) {
        var kept: [KeptRevision] = []
        var keptNames = Set<String>()
        for (model, _) in revisions where !keptNames.contains(model.name) {
            guard let stored = try ledger.model(named: model.name), let current = try ledger.currentRevision(modelID: stored.id),
                  current.message != Self.seedMessage, current.contentHash != model.contentHash.hex
            else { continue }
            keptNames.insert(model.name)
            kept.append(KeptRevision(model: model.name, revision: current.number, message: current.message))
        }
        return (revisions.filter { !keptNames.contains($0.0.name) }, kept)
    }

    /// The revisions, per model in order, that extend its stored history: those after the
    /// stored ones when the stored hashes are a prefix of the imported ones, else the last only.
    private func revisionsContinuingHistory(_ revisions: [(Model, String?)]) throws -> [(Model, String?)] {
        var order: [String] = []
        var byModel: [String: [(Model, String?)]] = [:]
        for revision in revisions {
            if byModel[revision.0.name] == nil { order.append(revision.0.name) }
            byModel[revision.0.name, default: []].append(revision)
        }
        var continuing: [(Model, String?)] = []
        for name in order {
            let imported = byModel[name] ?? []
            let stored = try ledger.model(named: name).map { try ledger.revisions(modelID: $0.id).map(\.contentHash) } ?? []
            let importedHashes = imported.map { $0.0.contentHash.hex }
            if stored.count <= importedHashes.count, Array(importedHashes.prefix(stored.count)) == stored {
                continuing += imported.dropFirst(stored.count)
            } else if let last = imported.last {
                continuing.append(last)
            }
        }
        return continuing
    }
}
