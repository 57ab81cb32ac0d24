import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@testable import LayoutService

@Suite struct BatchWorkTests {
    @Test func aSliceReportsEveryFewHundredScenariosAndTheRestAtTheEnd() throws {
        let seeds = try SeedSet.embedded()
        let proposals = seeds.widths.enumerated().map { (id: Int64($0.offset + 1), proposal: Proposal(ProposedSize(width: $0.element.width, height: nil))) }
        let models = seeds.models + seeds.models + seeds.models
        let revisions = models.enumerated().map { index, model in
            CurrentRevision(revisionID: Int64(index + 1), modelID: Int64(index + 1), name: model.name, kind: model.kind.rawValue, content: model.canonicalText)
        }
        let work = BatchWork(options: .default, targetID: 1, proposals: proposals)
        var reports: [Int] = []
        let computed = work.compute(revisions[...], reads: SliceReads(), session: LayoutSession(options: .default)) { reports.append($0) }
        let scenarios = models.reduce(0) { $0 + $1.templates.count } * proposals.count
        #expect(reports.reduce(0, +) == scenarios)
        #expect(reports.dropLast().allSatisfy { $0 >= BatchWork.progressInterval })
        #expect(reports.count > 1)
        #expect(computed.count == revisions.count)
    }

    /// A worker packs off its session without a tree shape; a tree whose id it could not learn
    /// (nothing stored or compared: it may be new) takes its shape for the writer to store it
    /// with: the shape the tree walk finds in a fresh layout of it.
    @Test func aTreeOfAnUnknownIdTakesTheShapeOfItsLayout() throws {
        let seeds = try SeedSet.embedded()
        let proposals = seeds.widths.enumerated().map { (id: Int64($0.offset + 1), proposal: Proposal(ProposedSize(width: $0.element.width, height: nil))) }
        let revisions = seeds.models.enumerated().map { index, model in
            CurrentRevision(revisionID: Int64(index + 1), modelID: Int64(index + 1), name: model.name, kind: model.kind.rawValue, content: model.canonicalText)
        }
        let computed = BatchWork(options: .default, targetID: 1, proposals: proposals)
            .compute(revisions[...], reads: SliceReads(), session: LayoutSession(options: .default))
        let engine = Engine()
        var trees = 0
        for (revision, model) in zip(computed, seeds.models) {
            #expect(revision.failure == nil && revision.trees.count == model.templates.count)
            for (compared, template) in zip(revision.trees, model.templates) {
                let tree = try model.tree(for: template)
                let reference = engine.makeSession().layout(engine.prepare(tree), proposal: proposals[0].proposal.size)
                #expect(compared.tree.knownTreeID == nil && compared.tree.computedCount == proposals.count)
                #expect(compared.tree.shape == TreeShape(tree: tree, result: reference), "\(model.name) \(template)")
                trees += 1
            }
        }
        #expect(trees >= seeds.models.count)
    }
}
