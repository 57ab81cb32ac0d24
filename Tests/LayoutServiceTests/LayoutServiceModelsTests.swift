import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LayoutServiceModelsTests {
    private func renamed(_ model: Model, chipTitle: String) throws -> Model {
        guard case .chipSet(var chips) = model else { throw ServiceError.invalidArgument("not a chip set") }
        chips.chips[0].title = chipTitle
        return .chipSet(chips)
    }

    @Test func aNewModelIsLaidOutAtEveryWidthOfEveryTemplate() throws {
        let store = try TestStore()
        let widthCount = try store.service.widths().count
        let trip = try seedModel(named: "Kyoto")
        let report = try store.service.put(.tripCard({ guard case .tripCard(var t) = trip else { fatalError() }; t.name = "Kyoto 2"; return t }()))
        #expect(report.outcome == .created)
        #expect(report.scenarios.count == 2 * widthCount)
        #expect(report.scenarios.allSatisfy { $0.status == .new })
    }

    @Test func anUnchangedWriteIsANoOpThatSaysSo() throws {
        let store = try TestStore()
        let revisionsBefore = try store.count("revisions")
        let computesBefore = store.service.statistics.computes
        let report = try store.service.put(try seedModel(named: "Kyoto"))
        #expect(report.outcome == .unchanged)
        #expect(report.scenarios.isEmpty)
        #expect(try store.count("revisions") == revisionsBefore)
        #expect(store.service.statistics.computes == computesBefore)
    }

    @Test func anUpdateRecomputesThatModelOnly() throws {
        let store = try TestStore()
        let widthCount = try store.service.widths().count
        let computesBefore = store.service.statistics.computes
        let report = try store.service.put(try renamed(try seedModel(named: "Chips article"), chipTitle: "1st"), message: "shorter")
        #expect(report.outcome == .revised)
        #expect(report.revision == 2)
        #expect(store.service.statistics.computes - computesBefore == widthCount)
        #expect(report.scenarios.count == widthCount)
        #expect(report.scenarios.contains { $0.status == .changed })
    }

    @Test func aRevertedModelHitsTheCache() throws {
        let store = try TestStore()
        let original = try seedModel(named: "Chips article")
        try store.service.put(try renamed(original, chipTitle: "1st"))
        let computesBefore = store.service.statistics.computes
        let report = try store.service.put(original, message: "revert")
        #expect(report.outcome == .revised)
        #expect(report.revision == 3)
        #expect(store.service.statistics.computes == computesBefore)
        #expect(try store.service.revisions(of: "Chips article").map(\.number) == [1, 2, 3])
    }

    @Test func puttingAnArchivedModelUnchangedUnarchivesItWithoutANewRevision() throws {
        let store = try TestStore()
        let widthCount = try store.service.widths().count
        try store.service.archive("Chips article")
        #expect(try !store.service.models().map(\.name).contains("Chips article"))
        let computesBefore = store.service.statistics.computes
        let report = try store.service.put(try seedModel(named: "Chips article"))
        #expect(report.outcome == .unarchived)
        #expect(report.revision == 1)
        #expect(report.scenarios.count == widthCount)
        #expect(report.scenarios.allSatisfy { $0.status == .unchanged })
        #expect(try store.service.revisions(of: "Chips article").map(\.number) == [1])
        #expect(try store.service.models().map(\.name).contains("Chips article"))
        #expect(store.service.statistics.computes == computesBefore)
    }

    @Test func puttingAnArchivedModelWithNewContentRevisesAndUnarchivesIt() throws {
        let store = try TestStore()
        try store.service.archive("Chips article")
        let report = try store.service.put(try renamed(try seedModel(named: "Chips article"), chipTitle: "1st"))
        #expect(report.outcome == .revised)
        #expect(try store.service.revisions(of: "Chips article").map(\.number) == [1, 2])
        #expect(try store.service.models().map(\.name).contains("Chips article"))
    }

    @Test func aModelCannotChangeKind() throws {
        let store = try TestStore()
        guard case .chipSet(var chips) = try seedModel(named: "Empty") else { return }
        chips.name = "Kyoto"
        #expect(throws: ServiceError.self) { try store.service.put(.chipSet(chips)) }
    }

    @Test func seedingTwiceChangesNothingTheSecondTime() throws {
        let store = try TestStore()
        let rowsBefore = try store.count("results")
        let report = try store.service.seed(try SeedSet.embedded())
        #expect(report.changedNothing)
        #expect(report.computes == 0)
        #expect(try store.count("results") == rowsBefore)
    }
}
