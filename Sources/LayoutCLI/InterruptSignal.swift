#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C (SIGINT) during a long task: while `catching` runs, the signal only raises a flag
/// that the task polls between steps (`isRaised`), so the task stops at a step boundary, keeps
/// what it finished and says how to resume. Outside `catching` the signal ends the process as
/// usual.
enum InterruptSignal {
    private static let raised = Atomic<Bool>(false)

    /// Whether Ctrl-C was pressed since `catching` began.
    static var isRaised: Bool {
        raised.load(ordering: .relaxed)
    }

    /// Runs `body` with SIGINT raising the flag instead of ending the process.
    static func catching<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
        raised.store(false, ordering: .relaxed)
        let previous = signal(SIGINT) { _ in InterruptSignal.raise() }
        // A parent may start us with SIGINT blocked (it is inherited); Ctrl-C must still arrive.
        var interrupt = sigset_t()
        var earlierMask = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &earlierMask)
        defer {
            pthread_sigmask(SIG_SETMASK, &earlierMask, nil)
            signal(SIGINT, previous)
        }
        return try body()
    }

    /// Raises the flag (the signal handler; also for tests).
    static func raise() {
        raised.store(true, ordering: .relaxed)
    }

    /// Lowers the flag again.
    static func reset() {
        raised.store(false, ordering: .relaxed)
    }
}

/// Thrown out of a progress callback to stop a task at Ctrl-C.
struct Interrupted: Error {}
