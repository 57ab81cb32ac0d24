#if canImport(Glibc)
import Glibc
#endif

/// Timing and memory readings shared by the workloads.
enum Measurement {
    /// A monotonic clock reading in seconds (`CLOCK_MONOTONIC`).
    static func now() -> Double {
        reading(CLOCK_MONOTONIC)
    }

    /// The seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`): it stops while
    /// the thread waits for a core, so other processes sharing the machine do not count.
    static func threadCPUNow() -> Double {
        reading(CLOCK_THREAD_CPUTIME_ID)
    }

    /// The CPU time of the whole process in seconds (`CLOCK_PROCESS_CPUTIME_ID`): every
    /// thread's, the workers' and the writer's alike.
    static func processCPUNow() -> Double {
        reading(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// A reading of `clock` in seconds.
    private static func reading(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU seconds the calling thread spends in `body`: how single-threaded workloads are
    /// timed, so a loaded machine slows them no more than it slows their baselines.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = threadCPUNow()
        try body()
        return threadCPUNow() - start
    }

    /// The median of `repetitions` runs of `body`, each returning the value it measured.
    static func median(repetitions: Int, _ body: () throws -> Double) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) { samples.append(try body()) }
        return median(samples)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median(_ samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "a median needs samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The process's peak resident set so far, in MiB (`getrusage` `ru_maxrss`, KiB on Linux).
    static func peakMemoryMebibytes() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// Keeps a computed value alive so the optimiser cannot drop the work that made it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
