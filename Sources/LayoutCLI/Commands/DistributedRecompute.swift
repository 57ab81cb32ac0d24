import Foundation
import LayoutPostgres
import LayoutService
import Synchronization

/// `recompute` on a PostgreSQL store: queues the run's pages for workers; unless `--no-wait`,
/// works on the run itself as one worker (on a thread of its own) while this thread shows the
/// whole run's progress, as every worker on every machine advances it.
enum DistributedRecompute {
    /// How often the waiting command reads the run's progress, in seconds.
    static let pollInterval = 0.25

    static func run(
        _ filter: ScenarioFilter, against comparison: RecomputeComparison, service: LayoutService, context: CommandContext
    ) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let globals = try context.globals()
        let start = ContinuousClock.now
        let pageScenarios = try context.arguments.requiredValue(RecomputeCommand.pageScenarios.name, as: Count.self).value
        guard pageScenarios > 0 else {
            throw CLIError.usage("'--page-scenarios' must be at least 1.", command: context.arguments.command)
        }
        let enqueued = try context.serviceCall { () throws(ServiceError) in
            try service.enqueueRecompute(filter, against: comparison, pageScenarios: pageScenarios)
        }
        guard let url = service.queueURL else { preconditionFailure("a distributed run is in a PostgreSQL store") }
        if context.arguments.flag(RecomputeCommand.noWait.name) {
            try context.status(
                "run \(enqueued.runID) \(enqueued.resumed ? "was already" : "is") queued: \(enqueued.pages) pages, "
                    + "\(enqueued.scenarios) scenarios; start workers with 'layoutstore worker --db \(url.masked)'"
            )
            var table = TableOutput(columns: ["run", "pages", "scenarios", "resumed"])
            table.append([.integer(Int(enqueued.runID)), .integer(enqueued.pages), .integer(enqueued.scenarios), .text(enqueued.resumed ? "yes" : "no")])
            try context.show(table, as: format)
            return .success
        }
        let worker = RecomputeWorker(url: url, user: context.environment["USER"] ?? "unknown")
        let counts = try InterruptSignal.catching { () throws(CLIError) in
            let thread = WorkerThread(worker: worker, runID: enqueued.runID)
            return try follow(enqueued, thread: thread, service: service, context: context, isQuiet: globals.isQuiet)
        }
        let run = try context.serviceCall { () throws(ServiceError) in try service.run(enqueued.runID) }
        let seconds = RecomputeCommand.seconds(start.duration(to: .now))
        try context.show(
            RecomputeCommand.summary(
                runID: run.id, engineID: run.engineID, againstID: run.againstEngineID, comparison: enqueued.comparison, counts: counts,
                seconds: seconds
            ),
            as: format
        )
        let anythingChanged = counts.changed > 0 || counts.failed > 0
        return context.arguments.flag(RecomputeCommand.failOnChange.name) && anythingChanged ? .checkFailed : .success
    }

    /// Shows the run's progress until it is complete and returns its counts; Ctrl-C stops this
    /// process's worker after its page and leaves the rest of the run queued (exit 130).
    private static func follow(
        _ enqueued: EnqueuedRun, thread: WorkerThread, service: LayoutService, context: CommandContext, isQuiet: Bool
    ) throws(CLIError) -> RunCounts {
        var reporter: ProgressReporter?
        var shown = 0
        while true {
            let workerEnded = thread.hasEnded
            let progress = try context.serviceCall { () throws(ServiceError) in try service.distributedProgress(runID: enqueued.runID) }
            guard let progress else { preconditionFailure("a queued run has pages") }
            if reporter == nil {
                shown = progress.queue.scenariosDone
                reporter = ProgressReporter(
                    label: "recompute", total: progress.queue.scenariosPlanned, io: context.io, isQuiet: isQuiet, alreadyDone: shown
                )
            }
            reporter?.advance(by: progress.queue.scenariosDone - shown)
            shown = progress.queue.scenariosDone
            if progress.queue.isComplete {
                reporter?.finish()
                return progress.run.counts
            }
            if workerEnded {
                if case .failure(let error) = thread.outcome {
                    reporter?.abandon()
                    throw CLIError(error, path: try context.storeName())
                }
                if InterruptSignal.isRaised {
                    reporter?.abandon()
                    throw CLIError(
                        message: "Interrupted: run \(enqueued.runID) stays queued with \(shown) of \(progress.queue.scenariosPlanned) scenarios done; "
                            + "'layoutstore worker's finish it, and '\(context.arguments.commandLineText)' waits for it again.",
                        exitCode: .interrupted
                    )
                }
            }
            Thread.sleep(forTimeInterval: pollInterval)
        }
    }
}

/// A ``RecomputeWorker`` draining one run on a thread of its own (stopping at Ctrl-C after
/// the page at hand), and how it ended.
final class WorkerThread: Sendable {
    private let state = Mutex<Result<WorkerReport, ServiceError>?>(nil)

    init(worker: RecomputeWorker, runID: Int64) {
        let thread = Thread { [self] in
            let outcome: Result<WorkerReport, ServiceError>
            do throws(ServiceError) {
                outcome = .success(try worker.work(runID: runID, shouldStop: { InterruptSignal.isRaised }))
            } catch {
                outcome = .failure(error)
            }
            state.withLock { $0 = outcome }
        }
        thread.name = "worker on run \(runID)"
        thread.start()
    }

    /// Whether the worker returned or failed.
    var hasEnded: Bool { state.withLock { $0 != nil } }
    /// How the worker ended (nil while it works).
    var outcome: Result<WorkerReport, ServiceError>? { state.withLock { $0 } }
}
