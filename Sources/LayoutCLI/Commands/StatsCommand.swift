import LayoutService
import LayoutStorage

/// `layoutstore stats`: how big the store is and what its engines computed.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Show the store's size, its rows per table, its cache use, and the results per engine.",
        discussion: "One row per figure: rows of each table family, node frames stored, the database file's size, layouts computed by recompute runs, the caches' hits, misses and hit rate per tier and the layouts computed, accumulated over every command run on the store, and the results stored per engine.",
        options: [GlobalOptions.database, GlobalOptions.format, GlobalOptions.noColor],
        examples: ["layoutstore stats --format table"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let service = try context.service()
        let (figures, runs, cache, engines) = try context.serviceCall { () throws(ServiceError) in
            (try service.storeFigures(), try service.runs(), try service.storedStatistics(), try service.engines())
        }
        var list = FigureList()
        let counts: [(String, Int)] = [
            ("models", figures.models), ("revisions", figures.revisions), ("widths", figures.widths), ("trees", figures.trees),
            ("engines", figures.engines), ("results", figures.results), ("node frames", figures.nodeFrames),
            ("runs", figures.runs), ("baselines", figures.baselines), ("database bytes", figures.databaseBytes),
            ("layouts computed by runs", runs.reduce(0) { $0 + $1.counts.computed }),
        ]
        for (label, value) in counts { list.append(label, .integer(value)) }
        list.append("bytes per node frame", .number((figures.bytesPerNodeFrame * 10).rounded() / 10))
        for row in cacheRows(cache) {
            if case .text(let label) = row[0] { list.append(label, row[1]) }
        }
        list.lists.append((
            key: "results_per_engine",
            objects: engines.map { summary in
                [("id", .cell(.integer(Int(summary.engine.id)))), ("version", .cell(.text(summary.engine.version))),
                 ("fingerprint", .cell(.text(summary.engine.fingerprint))), ("options", .cell(.text(summary.engine.options))),
                 ("results", .cell(.integer(summary.resultCount)))]
            },
            tableRows: engines.map { summary in
                let engine = summary.engine
                return [.text("results of engine \(engine.id) (\(engine.version) \(engine.options))"), .integer(summary.resultCount)]
            }
        ))
        try context.show(list, as: format)
        return .success
    }

    /// Hits, misses and hit rate of each cache tier, layouts computed and the memory tier's peak.
    static func cacheRows(_ cache: StoredCacheStatistics) -> [[TableCell]] {
        let tiers = [("memory", cache.memoryHits, cache.memoryMisses), ("database", cache.databaseHits, cache.databaseMisses)]
        var rows: [[TableCell]] = []
        for (tier, hits, misses) in tiers {
            let lookups = hits + misses
            rows.append([.text("\(tier) cache hits"), .integer(hits)])
            rows.append([.text("\(tier) cache misses"), .integer(misses)])
            rows.append([
                .text("\(tier) cache hit rate"),
                lookups == 0 ? .null : .number((Double(hits) / Double(lookups) * 1_000).rounded() / 1_000),
            ])
        }
        rows.append([.text("layouts computed"), .integer(cache.computes)])
        rows.append([.text("memory cache peak bytes"), .integer(cache.memoryPeakBytes)])
        return rows
    }
}
