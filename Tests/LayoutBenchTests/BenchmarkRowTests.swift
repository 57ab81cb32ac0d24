import LayoutEngine
import Testing
@testable import LayoutBench

@Suite struct BenchmarkRowTests {
    private let row = BenchmarkRow(
        workload: "store write path", n: 10_000, unit: .rowsPerSecond, median: 350_000, baseline: "raw sqlite3 insert",
        baselineMedian: 500_000, target: BenchmarkTarget(.ratioAtLeast(0.7))
    )

    @Test func ratioIsOursOverTheBaseline() throws {
        #expect(abs(try #require(row.ratio) - 0.7) < 1e-12)
    }

    @Test func jsonHasExactlyTheDocumentedKeysInOrder() {
        guard case .object(let members) = row.json else {
            Issue.record("a row is a JSON object")
            return
        }
        #expect(members.map(\.key) == ["workload", "n", "unit", "median", "baseline", "baseline_median", "ratio"])
        #expect(row.json["unit"] == .string("rows/s"))
        #expect(row.json["n"] == .number(10_000))
        #expect(row.json["baseline_median"] == .number(500_000))
    }

    @Test func jsonTextIsAnArrayOfTheRows() throws {
        let parsed = try JSONParser.parse(BenchmarkRow.jsonText([row, row]))
        #expect(parsed == .array([row.json, row.json]))
    }

    @Test func aRowWithoutBaselineHasNullBaselineAndRatio() {
        let memory = BenchmarkRow(workload: "peak memory (ru_maxrss)", n: 0, unit: .mebibytes, median: 42, baseline: nil, baselineMedian: nil)
        #expect(memory.ratio == nil)
        #expect(memory.json["baseline"] == .null)
        #expect(memory.json["ratio"] == .null)
        #expect(memory.verdict == "-")
    }

    @Test func anAbsentRowSaysWhyWithANullMedian() {
        let absent = BenchmarkRow.absent(
            workload: "PostgreSQL store write path", unit: .rowsPerSecond, baseline: "raw libpq insert", because: "no server"
        )
        #expect(absent.verdict == "absent")
        #expect(absent.json["median"] == .null)
        #expect(absent.json["ratio"] == .null)
        #expect(absent.json["absent"] == .string("no server"))
    }

    @Test func withoutAPostgreSQLServerThePostgreSQLRowsAreAbsentAndSayWhy() throws {
        let rows = try BenchmarkRunner(configuration: BenchmarkConfiguration(scenarios: 10, isQuick: true, workloads: [.postgres])).run()
        let postgres = rows.filter { $0.workload.hasPrefix("PostgreSQL") }
        #expect(postgres.map(\.workload) == [
            "PostgreSQL store write path", "PostgreSQL recompute, 1 worker", "PostgreSQL recompute, 2 workers",
        ])
        #expect(postgres.allSatisfy { $0.verdict == "absent" && $0.absence?.contains("--postgres") == true })
    }

    @Test func aRunEndsWithItsWallTimeThenItsPeakMemory() throws {
        let rows = try BenchmarkRunner(configuration: BenchmarkConfiguration(scenarios: 10, isQuick: true, workloads: [.postgres])).run()
        #expect(rows.suffix(2).map(\.workload) == ["bench run, wall time", "peak memory (ru_maxrss)"])
        let wallTime = try #require(rows.dropLast().last)
        #expect(wallTime.unit == .seconds)
        #expect(wallTime.median > 0)
        #expect(wallTime.target == nil, "a run of fewer workloads is not held to the whole quick run's limit")
    }

    @Test func onlyAWholeQuickRunIsHeldToThirtySeconds() {
        #expect(BenchmarkConfiguration(isQuick: true).runTimeLimit == 30)
        #expect(BenchmarkConfiguration(isQuick: false).runTimeLimit == nil)
        #expect(BenchmarkConfiguration(isQuick: true, workloads: [.lookup]).runTimeLimit == nil)
    }

    @Test func verdictFollowsTheTarget() {
        var slow = row
        slow.median = 100_000
        #expect(row.verdict == "met")
        #expect(slow.verdict == "missed")
    }

    @Test func numbersKeepFourSignificantDigits() {
        #expect(BenchmarkRow.format(123_456.7) == "123500")
        #expect(BenchmarkRow.format(0.0123456) == "0.01235")
        #expect(BenchmarkRow.format(0) == "0")
    }
}
