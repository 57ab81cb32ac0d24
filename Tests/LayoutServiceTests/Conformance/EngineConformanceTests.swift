import LayoutEngine
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct EngineConformanceTests {
        @Test(arguments: StoreBackend.available)
        func theCurrentEngineIsTheOneLastMarked(backend: StoreBackend) throws {
            let ledger = try BackendStore(backend).ledger()
            #expect(try ledger.currentEngine() == nil)
            let (first, second) = try ledger.write {
                (
                    try ledger.registerEngine(version: "1", fingerprint: "a", options: "{}", at: "2024-01-01T00:00:00Z"),
                    try ledger.registerEngine(version: "1", fingerprint: "b", options: "{}", at: "2024-01-02T00:00:00Z")
                )
            }
            try ledger.write { try ledger.setCurrentEngine(engineID: first.id, at: "2024-01-03T00:00:00Z") }
            #expect(try ledger.currentEngine() == first)
            try ledger.write { try ledger.setCurrentEngine(engineID: second.id, at: "2024-01-04T00:00:00Z") }
            #expect(try ledger.currentEngine() == second)
            #expect(try ledger.engines() == [first, second])
        }

        @Test(arguments: StoreBackend.available)
        func theBaselineEngineHoldsTheMostBaselines(backend: StoreBackend) throws {
            let store = try BackendStore(backend)
            let service = try store.seededService()
            #expect(try service.ledger.baselineEngine() == nil)
            try service.approve(.filter(.all), message: "baseline")
            let larger = try store.service(options: EngineOptions(textScale: 1.25))
            try larger.approve(.scenario(model: "Kyoto", template: .wide, width: "iPhone SE", sizeCategory: .large), message: "one")
            // 255 baselines by the default engine, 1 by the larger text's.
            #expect(try service.ledger.baselineEngine()?.id == service.engine.id)
        }
    }
}
