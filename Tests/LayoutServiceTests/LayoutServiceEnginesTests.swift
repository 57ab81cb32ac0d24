import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@testable import LayoutService

@Suite struct LayoutServiceEnginesTests {
    private let largerText = EngineOptions(textScale: 1.25)

    @Test func enginesListTheirOptionsAndResults() throws {
        let store = try TestStore()
        let largerTextService = try store.service(options: largerText)
        try largerTextService.recompute(ScenarioFilter(kind: .chipSet), threads: 2)
        let engines = try store.service.engines()
        #expect(engines.map(\.engine.id) == [store.service.engine.id, largerTextService.engine.id])
        #expect(engines.map(\.options) == [.default, largerText])
        #expect(try engines[0].resultCount == store.count("results WHERE engine_id = \(store.service.engine.id)"))
        #expect(engines[1].resultCount > 0)
        #expect(engines.allSatisfy { $0.isThisVersion })
    }

    @Test func anUnknownEngineIsNamed() throws {
        let store = try TestStore()
        let error = #expect(throws: ServiceError.self) { try store.service.engine(id: 42) }
        #expect(error?.description == "no engine 42")
        #expect(throws: ServiceError.self) {
            try store.service.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil), engineID: 42)
        }
    }

    @Test func anEnginesStoredLayoutIsReadNotComputed() throws {
        let store = try TestStore()
        let largerTextService = try store.service(options: largerText)
        try largerTextService.recompute(ScenarioFilter(kind: .chipSet), threads: 2)
        let width = try #require(try store.service.widths().first)
        let proposal = ProposedSize(width: width.width, height: nil)
        let computesBefore = store.service.statistics.computes
        let stored = try store.service.layout(model: "Chips article", proposal: proposal, engineID: largerTextService.engine.id)
        #expect(store.service.statistics.computes == computesBefore)
        #expect(stored == (try largerTextService.layout(model: "Chips article", proposal: proposal).result()))
        #expect(stored != (try store.service.layout(model: "Chips article", proposal: proposal).result()))
    }

    @Test func aLayoutAnEngineNeverMadeIsNotLaidOut() throws {
        let store = try TestStore()
        let largerTextService = try store.service(options: largerText)
        let error = #expect(throws: ServiceError.self) {
            try store.service.layout(model: "Kyoto", proposal: ProposedSize(width: 320, height: nil), engineID: largerTextService.engine.id)
        }
        #expect(error?.description == "engine \(largerTextService.engine.id) has no stored layout of \"Kyoto\" r1 (compact) at 320")
        let unstoredWidth = #expect(throws: ServiceError.self) {
            try store.service.layout(model: "Kyoto", proposal: ProposedSize(width: 321.5, height: nil), engineID: store.service.engine.id)
        }
        #expect(unstoredWidth?.description == "engine \(store.service.engine.id) has no stored layout of \"Kyoto\" r1 (compact) at 321.5")
    }

    @Test func runChangeResultsPairTheComparedEnginesLayoutWithTheRunsOwn() throws {
        let store = try TestStore()
        let largerTextService = try store.service(options: largerText)
        let report = try largerTextService.recompute(ScenarioFilter(kind: .chipSet), against: .engine(id: store.service.engine.id), threads: 2)
        let results = try largerTextService.runChangeResults(report.runID)
        #expect(results.count == report.counts.changed + report.counts.new)
        #expect(!results.isEmpty)
        let widths = try store.service.widths()
        for result in results {
            let width = try #require(widths.first { $0.name == result.change.width })
            let proposal = ProposedSize(width: width.width, height: nil)
            #expect(result.new == (try largerTextService.layout(model: result.change.model, proposal: proposal).result()))
            #expect(result.old == (try store.service.layout(model: result.change.model, proposal: proposal).result()))
            #expect(result.old != result.new)
        }
    }
}
