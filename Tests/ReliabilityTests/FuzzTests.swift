import Foundation
import Testing

/// The fuzzer over decoding, validation and layout (issue 8, "Bad input gets a clear error").
///
/// `FUZZ_CASES` (default 20,000) and `FUZZ_SEED` (default 1) set the run; `FUZZ_CASE=N` runs
/// only case N of that seed, to reproduce a report; `FUZZ_TRACE=1` names each case before it runs. `scripts/fuzz.sh` runs it for longer.
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let caseCount = environment["FUZZ_CASES"].flatMap(Int.init) ?? 20_000
    static let runSeed = environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 1
    static let onlyCase = environment["FUZZ_CASE"].flatMap(Int.init)
    /// `FUZZ_TRACE=1` prints each case's index before running it, so a crash names its case.
    static let tracesCases = environment["FUZZ_TRACE"] == "1"
    /// Problems reported in full; the rest are counted.
    static let reportedProblemLimit = 20

    @Test func mutatedSeedsAreRejectedWithAPathOrLaidOutWithSaneSizes() throws {
        let corpus = try FuzzSeed.corpus()
        let oracle = FuzzOracle()
        var outcomes: [FuzzOracle.Outcome: Int] = [:]
        var failingCases = 0
        let indices = Self.onlyCase.map { $0...$0 } ?? 0...(Self.caseCount - 1)
        for index in indices {
            let fuzzCase = FuzzCase(index: index, runSeed: Self.runSeed, corpus: corpus)
            if Self.tracesCases { print("fuzz case \(index)") }
            if Self.onlyCase != nil { print(String(decoding: fuzzCase.text, as: UTF8.self)) }
            let (outcome, findings) = oracle.check(fuzzCase)
            outcomes[outcome, default: 0] += 1
            let problems = findings.problems
            guard !problems.isEmpty else { continue }
            failingCases += 1
            if failingCases <= Self.reportedProblemLimit {
                Issue.record("""
                    case \(index) of seed \(Self.runSeed) (from \(fuzzCase.seed.name)): \(problems.joined(separator: "; "))
                    \(fuzzCase.excerpt())
                    """)
            }
        }
        print("fuzz: seed \(Self.runSeed), \(indices.count) cases: \(outcomes[.syntaxError] ?? 0) syntax errors, "
              + "\(outcomes[.rejected] ?? 0) rejected, \(outcomes[.accepted] ?? 0) accepted, \(failingCases) with problems")
        #expect(failingCases == 0)
        #expect(corpus.count > 10)
    }
}
