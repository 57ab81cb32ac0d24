import LayoutEngine
import Testing
@testable import LayoutBench

@Suite struct ScenarioWorkloadTests {
    @Test func chipSetsHaveTheRequestedChips() {
        let chips = ScenarioWorkload.chips(count: 10)
        #expect(chips.tree.children.count == 10)
        #expect(ScenarioWorkload.chips(count: 50).tree.children.count == 50)
    }

    @Test func coldAndWarmSessionsGiveTheSameFrames() throws {
        for workload in [ScenarioWorkload.chips(count: 10), try ScenarioWorkload.tripCard()] {
            let engine = Engine()
            let prepared = engine.prepare(workload.tree)
            let session = engine.makeSession()
            let cold = session.layout(prepared, proposal: workload.proposal)
            let warm = session.layout(prepared, proposal: workload.proposal)
            #expect(cold == warm)
            #expect(cold == engine.layout(workload.tree, proposal: workload.proposal))
        }
    }
}
