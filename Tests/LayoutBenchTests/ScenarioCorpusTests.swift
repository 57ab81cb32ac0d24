import LayoutEngine
import LayoutService
import LayoutStorage
import Testing
@testable import LayoutBench

@Suite struct ScenarioCorpusTests {
    @Test func coversAtLeastTheRequestedScenarios() throws {
        let corpus = try ScenarioCorpus(scenarios: 100)
        #expect(corpus.scenarioCount >= 100)
        #expect(corpus.scenarioCount < 100 + 3 * corpus.widths.count)
    }

    @Test func computedResultsAreTheEnginesInKeyOrder() throws {
        let directory = try TemporaryDirectory()
        let ledger = try StoreFile(path: directory.path("corpus.sqlite")).open(creating: true).ledger
        let corpus = try ScenarioCorpus(scenarios: 30)
        let rows = try corpus.computedResults(count: 20, engineID: 0, options: .default, in: ledger)
        #expect(rows.count == 20)
        let keys = rows.map { [$0.treeID, $0.proposalID] }
        #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
        let model = corpus.models[0]
        let tree = try model.tree(for: model.templates[0])
        let result = Engine().layout(tree, proposal: ProposedSize(width: corpus.widths[0].width, height: nil))
        let firstTree = rows.filter { $0.treeID == rows[0].treeID }
        #expect(firstTree.contains { abs($0.width - result.size.width) < 1e-9 && abs($0.height - result.size.height) < 1e-9 })
    }

    @Test func loadStoresEveryModelAndWidth() throws {
        let directory = try TemporaryDirectory()
        let opened = try StoreFile(path: directory.path("load.sqlite")).open(creating: true)
        let corpus = try ScenarioCorpus(scenarios: 50)
        try corpus.load(into: opened.ledger)
        let service = try LayoutService(ledger: opened.ledger)
        #expect(try service.models().count == corpus.models.count)
        #expect(try service.widths().count == corpus.widths.count)
    }
}
