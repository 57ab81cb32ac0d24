import LayoutEngine
import LayoutModels
import LayoutService
import LayoutStorage

/// Workload 5: `LayoutService.layout(model:template:proposal:)` answered from the memory tier
/// and from the database tier, against raw prepared point lookups of the same results by
/// primary key in one read transaction.
///
/// Method: the three loops share one store file and are each warmed by one untimed pass (which
/// teaches the services the models' current trees, fills the memory tier and brings the pages
/// into each connection's cache). Then `rounds` rounds each time one raw pass, one database
/// pass and `memoryPassesPerSample` memory passes, in that order, so a change of load hits all
/// three alike; each row is the median of its samples. Passes are timed in the thread's CPU
/// time (``Measurement/cpuSeconds(_:)``): the loops are single-threaded, so time spent waiting
/// for a core of a shared machine is left out of ours and the baseline's alike.
///
/// Each service pass runs in one `reading` scope, as the raw loop runs in one read transaction.
/// The database tier is a service whose memory cache holds nothing (0 bytes), so each call is a
/// result-row read; the memory tier a service whose cache holds every result.
struct LookupWorkload {
    let corpus: ScenarioCorpus

    /// Memory passes per timed sample: a memory pass is ~10× shorter than a database one.
    static let memoryPassesPerSample = 4

    /// Median lookups/s from memory, from the database and of the raw loop; the lookups per pass.
    struct Outcome {
        var memory: Double
        var database: Double
        var raw: Double
        var lookups: Int
    }

    /// One `layout(model:)` question of a pass.
    private typealias Lookup = (name: String, template: TemplateName, proposal: ProposedSize)

    func measure(rounds: Int, in directory: TemporaryDirectory) throws -> Outcome {
        let path = directory.path("lookup.sqlite")
        let engineID: Int64
        do {
            let opened = try StoreFile(path: path).open(creating: true)
            try corpus.load(into: opened.ledger)
            let service = try LayoutService(ledger: opened.ledger)
            try service.recompute(against: .none)
            engineID = try service.engine.id
            service.close()
        }
        let lookups: [Lookup] = corpus.models.flatMap { model in
            model.templates.flatMap { template in
                corpus.widths.map { (model.name, template, ProposedSize.containerWidth($0.width)) }
            }
        }
        let memoryService = try LayoutService(path: path)
        defer { memoryService.close() }
        let databaseService = try LayoutService(path: path, memoryCacheBytes: 0)
        defer { databaseService.close() }
        let raw = try RawSQLiteBaseline(path: path)
        let keys = try raw.resultKeys(engineID: engineID)

        try Self.pass(lookups, on: memoryService)
        try Self.pass(lookups, on: databaseService)
        keep(try raw.lookUpResults(engineID: engineID, keys: keys))
        let computes = (memoryService.statistics.computes, databaseService.statistics.computes)

        var samples = (memory: [Double](), database: [Double](), raw: [Double]())
        for _ in 0..<max(1, rounds) {
            samples.raw.append(Double(keys.count) / (try Measurement.cpuSeconds { keep(try raw.lookUpResults(engineID: engineID, keys: keys)) }))
            samples.database.append(try Self.databaseSample(lookups, on: databaseService))
            samples.memory.append(try Self.memorySample(lookups, on: memoryService))
        }
        guard memoryService.statistics.computes == computes.0, databaseService.statistics.computes == computes.1 else {
            throw BenchmarkError.unexpected("a cached lookup computed a layout")
        }
        guard databaseService.statistics.memoryHits == 0 else {
            throw BenchmarkError.unexpected("the database tier answered from memory")
        }
        return Outcome(
            memory: Measurement.median(samples.memory), database: Measurement.median(samples.database),
            raw: Measurement.median(samples.raw), lookups: lookups.count
        )
    }

    /// Lookups/s of one timed database pass (its own function, so a profile tells it apart).
    @inline(never)
    private static func databaseSample(_ lookups: [Lookup], on service: LayoutService) throws -> Double {
        Double(lookups.count) / (try Measurement.cpuSeconds { try pass(lookups, on: service) })
    }

    /// Lookups/s of `memoryPassesPerSample` timed memory passes.
    @inline(never)
    private static func memorySample(_ lookups: [Lookup], on service: LayoutService) throws -> Double {
        let seconds = try Measurement.cpuSeconds {
            for _ in 0..<memoryPassesPerSample { try pass(lookups, on: service) }
        }
        return Double(lookups.count * memoryPassesPerSample) / seconds
    }

    /// Every lookup once, in one read transaction.
    @inline(never)
    private static func pass(_ lookups: [Lookup], on service: LayoutService) throws(ServiceError) {
        try service.reading { () throws(ServiceError) in
            for lookup in lookups {
                keep(try service.layout(model: lookup.name, template: lookup.template, proposal: lookup.proposal))
            }
        }
    }
}
