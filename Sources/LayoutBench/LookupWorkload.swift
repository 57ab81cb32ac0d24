import LayoutEngine
import LayoutModels
import LayoutService
import LayoutStorage

/// Workload 5: `LayoutService.layout(model:template:proposal:)` answered from the memory tier
/// and from the database tier, against raw prepared point lookups of the same results by
/// primary key in one read transaction.
///
/// Each pass runs in one `reading` scope, as the raw loop runs in one read transaction.
/// The database tier is measured on a service whose memory cache holds nothing (0 bytes),
/// after one pass that taught it the models' current trees, so each call is a result-row read
/// and decode; the memory tier on a service after one pass that filled its cache.
struct LookupWorkload {
    let corpus: ScenarioCorpus

    /// Median lookups/s from memory, from the database, and of the raw loop; and the lookup count.
    func measure(repetitions: Int, in directory: TemporaryDirectory) throws -> (memory: Double, database: Double, raw: Double, lookups: Int) {
        let path = directory.path("lookup.sqlite")
        let engineID: Int64
        do {
            let opened = try StoreFile(path: path).open(creating: true)
            try corpus.load(into: opened.ledger)
            let service = try LayoutService(ledger: opened.ledger)
            try service.recompute(against: .none)
            engineID = service.engine.id
            service.close()
        }
        let lookups = corpus.models.flatMap { model in
            model.templates.flatMap { template in
                corpus.widths.map { (model.name, template, ProposedSize.containerWidth($0.width)) }
            }
        }
        let memory = try rate(of: lookups, repetitions: repetitions, service: LayoutService(path: path))
        let database = try rate(of: lookups, repetitions: repetitions, service: LayoutService(path: path, memoryCacheBytes: 0))
        let raw = try RawSQLiteBaseline(path: path)
        let keys = try raw.resultKeys(engineID: engineID)
        let rawRate = try Measurement.median(repetitions: repetitions) {
            Double(keys.count) / (try Measurement.seconds { keep(try raw.lookUpResults(engineID: engineID, keys: keys)) })
        }
        return (memory, database, rawRate, lookups.count)
    }

    /// Median lookups/s of `service` over `lookups`, after one warming pass.
    private func rate(
        of lookups: [(String, TemplateName, ProposedSize)], repetitions: Int, service: LayoutService
    ) throws -> Double {
        defer { service.close() }
        let pass = { () throws(ServiceError) in
            try service.reading { () throws(ServiceError) in
                for (name, template, proposal) in lookups { keep(try service.layout(model: name, template: template, proposal: proposal)) }
            }
        }
        try pass()
        let computesAfterWarming = service.statistics.computes
        let rate = try Measurement.median(repetitions: repetitions) { Double(lookups.count) / (try Measurement.seconds(pass)) }
        guard service.statistics.computes == computesAfterWarming else {
            throw BenchmarkError.unexpected("a cached lookup computed a layout")
        }
        return rate
    }
}
