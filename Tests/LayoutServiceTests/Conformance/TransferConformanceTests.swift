import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

extension StoreConformance {
    @Suite struct TransferConformanceTests {
        /// An export of an SQLite store with two engines, a run and approvals.
        private func sqliteExport() throws -> (text: String, query: [LatestResult]) {
            let source = try BackendStore(.sqlite)
            let service = try source.seededService()
            try service.approve(.filter(.all), message: "first baseline")
            let larger = try source.service(options: EngineOptions(textScale: 1.25))
            let run = try larger.recompute(threads: 2)
            try larger.approve(.run(run.runID), message: "larger text")
            return (try exported(service), try service.query())
        }

        @Test(arguments: StoreBackend.available)
        func anSQLiteExportImportsIntoAnyBackendAsTheSameStore(backend: StoreBackend) throws {
            let (lines, query) = try sqliteExport()
            #expect(lines.split(separator: "\n").count > SeedFigures.scenarios)
            let target = try BackendStore(backend)
            let service = try target.service()
            let report = try service.importLines(lines)
            #expect(report.modelsCreated == SeedFigures.models)
            #expect(try service.query() == query)
            #expect(try service.baselineCount() == SeedFigures.scenarios)
            #expect(try service.approvals().map(\.message) == ["first baseline", "larger text"])
            // Exported again, the store is line for line the one imported.
            #expect(try exported(service) == lines)
        }

        @Test(arguments: StoreBackend.available)
        func importingTheSameExportTwiceChangesNothing(backend: StoreBackend) throws {
            let (lines, _) = try sqliteExport()
            let target = try BackendStore(backend)
            let service = try target.service()
            try service.importLines(lines)
            let figures = try service.storeFigures()
            try service.importLines(lines)
            var after = try service.storeFigures()
            after.databaseBytes = figures.databaseBytes
            #expect(after == figures)
        }
    }
}
