import LayoutBench

/// `layoutstore bench [--scenarios N] [--quick] [--format table|json|csv]`: every workload
/// of the performance issue next to its own baseline, measured in this process.
enum BenchCommand {
    static let scenarios = OptionSpec(
        name: "scenarios", kind: .value(valueName: "n"), type: Count.self,
        help: "Scenarios of the store write path, batch recompute and lookup workloads.",
        defaultDescription: String(BenchmarkConfiguration.defaultScenarios)
    )
    static let quick = OptionSpec(
        name: "quick", kind: .flag,
        help: "3 repetitions instead of 5, and growth up to 100,000 scenarios instead of 1,000,000."
    )

    static let only = OptionSpec(
        name: "only", kind: .repeatingValue(valueName: "workload"), type: BenchmarkConfiguration.Workload.self,
        help: "Run only this workload (repeatable): flow, scenarios, write, batch, growth, lookup, runs or postgres; for profiling one.",
        defaultDescription: "all"
    )

    static let postgres = OptionSpec(
        name: "postgres", kind: .value(valueName: "url"),
        help: "A PostgreSQL server for the PostgreSQL rows (store writes vs raw libpq inserts; recompute with 1 and 2 workers): the bench creates a scratch database there and drops it after.",
        defaultDescription: "none: those rows say they are absent"
    )

    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure engine and store against physical limits.",
        discussion: """
            Runs each workload next to a baseline implemented inside the benchmark (a bare greedy loop, raw \
            sqlite3_bind/sqlite3_step inserts, raw prepared point lookups), several times, and prints the medians. \
            Databases live in a temporary directory that is removed afterwards.

            The lookup rows warm each loop with one untimed pass (page caches read, memory tier filled), then \
            time 15 (--quick) or 31 interleaved rounds of a raw, a database and a memory pass in the thread's CPU \
            time, so other processes sharing the cores slow ours and the baseline alike. The store write path \
            row times 10 (--quick) or 16 alternating rounds of a store and a raw repetition the same way and \
            reports rows over the seconds of all rounds (WAL checkpoints fall on every other repetition). The \
            batch recompute row runs 4 (--quick) or 6 recomputes, each followed by a raw repetition of as many \
            rows, both by the wall clock (the batch uses every core): the median recompute against the raw rows \
            over the seconds of all raw repetitions. The other rows time wall-clock runs.

            ratio is always ours / baseline, in the row's unit. For costs (ns/child, µs/layout, µs/scenario, \
            B/frame) lower is better: a ratio of 8 means eight times the baseline's cost. For rates (rows/s, \
            scenarios/s, lookups/s) higher is better: a ratio of 0.7 means 70% of the baseline's rate, the limit. \
            verdict says whether the row meets its target; the last row is the peak resident memory (ru_maxrss).
            """,
        options: [scenarios, quick, only, postgres, GlobalOptions.format, GlobalOptions.quiet],
        examples: [
            "layoutstore bench --quick",
            "layoutstore bench --scenarios 20000 --format json",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let count = try context.arguments.value(scenarios.name, as: Int.self) ?? BenchmarkConfiguration.defaultScenarios
        guard count >= 1 else {
            throw CLIError.usage("The value '\(count)' is invalid for '--scenarios <n>': expected an integer ≥ 1.", command: context.arguments.command)
        }
        let format = try context.tableFormat()
        let chosen: [BenchmarkConfiguration.Workload] = try context.arguments.values(only.name)
        let configuration = BenchmarkConfiguration(
            scenarios: count, isQuick: context.arguments.flag(quick.name),
            workloads: chosen.isEmpty ? Set(BenchmarkConfiguration.Workload.allCases) : Set(chosen),
            postgresURL: try context.arguments.value(postgres.name)
        )
        let isQuiet = try context.globals().isQuiet
        let runner = BenchmarkRunner(configuration: configuration) { line in
            if !isQuiet { context.io.writeError("bench: \(line)\n") }
        }
        let rows: [BenchmarkRow]
        do {
            rows = try runner.run()
        } catch {
            throw CLIError(message: "bench: \(error)", exitCode: .ioFailure)
        }
        switch format {
        case .json:
            context.io.writeOutput(BenchmarkRow.jsonText(rows))
        case .table, .csv:
            try context.show(table(rows), as: format)
        }
        return .success
    }

    /// The rows with their targets and verdicts, as `table` and `csv` show them.
    static func table(_ rows: [BenchmarkRow]) -> TableOutput {
        var table = TableOutput(columns: [
            "workload", "n", "unit", "median", "baseline", "baseline median", "ratio", "target", "verdict",
        ])
        for row in rows {
            table.append([
                .text(row.workload), .integer(row.n), .text(row.unit.rawValue),
                row.absence == nil ? .number(BenchmarkRow.rounded(row.median)) : .null,
                row.absence.map { .text("absent: \($0)") } ?? row.baseline.map(TableCell.text) ?? .null, row.baselineMedian.map { .number(BenchmarkRow.rounded($0)) } ?? .null,
                row.ratio.map { .number(BenchmarkRow.rounded($0)) } ?? .null, row.target.map { .text($0.summary) } ?? .null,
                .text(row.verdict),
            ])
        }
        return table
    }
}

extension BenchmarkConfiguration.Workload: ArgumentValue {}
