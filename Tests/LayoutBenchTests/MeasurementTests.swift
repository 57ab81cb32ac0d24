#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import LayoutBench

@Suite struct MeasurementTests {
    @Test func medianOfAnOddCountIsTheMiddleValue() {
        #expect(Measurement.median([5, 1, 3]) == 3)
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(Measurement.median([4, 1, 3, 2]) == 2.5)
    }

    @Test func repeatedMeasurementsReturnTheMedianOfWhatTheyMeasured() {
        var values = [7.0, 1, 4]
        #expect(Measurement.median(repetitions: 3) { values.removeFirst() } == 4)
    }

    @Test func threadCPUTimeCountsWorkButNotSleep() {
        var spin: UInt64 = 1
        let busy = Measurement.cpuSeconds {
            let end = Measurement.now() + 0.05
            while Measurement.now() < end { spin = spin &* 6_364_136_223_846_793_005 &+ 1 }
        }
        keep(spin)
        let asleep = Measurement.cpuSeconds { usleep(100_000) }
        #expect(busy > 0)
        #expect(asleep < 0.05, "100 ms asleep cost \(asleep) s of CPU time")
    }

    @Test func processCPUTimeCountsEveryThreadsWork() {
        // Another thread spins for 50 ms of its own CPU time while this one sleeps: the
        // process's CPU time grows by that much, this thread's hardly at all.
        let processStart = Measurement.processCPUNow()
        let threadStart = Measurement.threadCPUNow()
        let other = Thread {
            var spin: UInt64 = 1
            let end = Measurement.threadCPUNow() + 0.05
            while Measurement.threadCPUNow() < end { spin = spin &* 6_364_136_223_846_793_005 &+ 1 }
            keep(spin)
        }
        other.start()
        while !other.isFinished { usleep(1_000) }
        #expect(Measurement.processCPUNow() - processStart >= 0.05)
        #expect(Measurement.threadCPUNow() - threadStart < 0.05)
    }

    @Test func peakMemoryIsPositive() {
        #expect(Measurement.peakMemoryMebibytes() > 0)
    }
}
