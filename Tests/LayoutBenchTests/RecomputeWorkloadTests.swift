import LayoutStorage
import Testing
@testable import LayoutBench

@Suite struct RecomputeWorkloadTests {
    /// The batch row times its raw baseline between the recompute repetitions: `between` runs
    /// once after each, and every repetition still recomputes the whole corpus (the workload
    /// throws when a run covers fewer scenarios or fails one).
    @Test func runsTheBaselineAfterEachRepetition() throws {
        let directory = try TemporaryDirectory()
        let corpus = try ScenarioCorpus(scenarios: 40)
        var calls = 0
        let outcome = try RecomputeWorkload(corpus: corpus).measure(repetitions: 4, in: directory) { calls += 1 }
        #expect(calls == 4)
        #expect(outcome.scenarios == corpus.scenarioCount)
        #expect(outcome.seconds > 0)
        // The writer's CPU time is part of the process's, which the workers' adds to.
        #expect(outcome.writerCPUSeconds > 0 && outcome.writerCPUSeconds <= outcome.cpuSeconds)
        #expect(outcome.bytesPerFrame > outcome.payloadBytesPerFrame)
    }

    @Test func batchRepetitionsAreEven() {
        for quick in [true, false] {
            let configuration = BenchmarkConfiguration(isQuick: quick)
            #expect(configuration.batchRepetitions % 2 == 0)
            #expect(configuration.recomputeRepetitions(scenarios: configuration.scenarios) == configuration.batchRepetitions)
        }
    }
}
