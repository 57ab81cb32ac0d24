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
}
