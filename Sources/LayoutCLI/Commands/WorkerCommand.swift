import LayoutPostgres
import LayoutService

/// `layoutstore worker [--run N] [--follow]`: lays out pages of distributed runs from a
/// PostgreSQL store, beside any number of workers on other machines.
enum WorkerCommand {
    static let run = OptionSpec(
        name: "run", kind: .value(valueName: "run"), type: Int64.self,
        help: "Work only on this run (as 'recompute --no-wait' printed it), then exit.",
        defaultDescription: "every run with open pages, oldest first"
    )
    static let follow = OptionSpec(
        name: "follow", kind: .flag,
        help: "When no run has open pages, wait for new runs (checking every 2 seconds) instead of exiting; Ctrl-C stops after the page at hand."
    )
    static let lease = OptionSpec(
        name: "lease", kind: .value(valueName: "seconds"), type: Seconds.self,
        help: "How long a claimed page stays this worker's without a heartbeat: a killed worker's page is redone by another after this.",
        defaultValue: "30"
    )
    static let threads = OptionSpec(
        name: "threads", kind: .value(valueName: "n"), type: Count.self, help: "Threads laying out a page.",
        defaultDescription: "one per core"
    )

    static let spec = CommandSpec(
        name: "worker",
        abstract: "Lay out the pages of recompute runs queued in a PostgreSQL store.",
        discussion: "Start any number of workers, on any machines, with the same --db postgresql://… URL: each claims a page of a run (FOR UPDATE SKIP LOCKED) under a lease its heartbeat renews, lays it out on every core, and writes its results, the run's changes and the page's completion in one transaction. A worker killed mid-page loses only its lease; another redoes the page. Without --follow the worker exits when no run has open pages left; it prints what it did, per run.",
        options: [run, follow, lease, threads, GlobalOptions.database, GlobalOptions.format, GlobalOptions.quiet],
        examples: [
            "layoutstore worker --db postgresql://ci@db.example/layouts",
            "layoutstore worker --follow --lease 60",
        ],
        action: work
    )

    private static func work(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let runID: Int64? = try context.arguments.value(run.name)
        let leaseSeconds = try context.arguments.requiredValue(lease.name, as: Seconds.self).value
        let threadCount = try context.arguments.value(threads.name, as: Count.self)?.value
        if threadCount == 0 { throw CLIError.usage("'--threads' must be at least 1.", command: context.arguments.command) }
        let service = try context.service()
        guard let url = service.queueURL else {
            throw CLIError.usage(
                "\(try context.storeName()) is an SQLite store; workers share a PostgreSQL store: --db postgresql://…",
                command: context.arguments.command
            )
        }
        if let runID { _ = try context.serviceCall { () throws(ServiceError) in try service.run(runID) } }
        let worker = RecomputeWorker(
            url: url, lease: .milliseconds(Int64((leaseSeconds * 1000).rounded())), threads: threadCount,
            user: context.environment["USER"] ?? "unknown"
        )
        var table = TableOutput(columns: ["run", "pages", "scenarios", "pages lost"])
        try InterruptSignal.catching { () throws(CLIError) in
            try context.status("worker \(worker.name): working on \(runID.map { "run \($0)" } ?? "every open run") of \(url.masked)")
            _ = try context.serviceCall { () throws(ServiceError) in
                try worker.work(runID: runID, follow: context.arguments.flag(follow.name), shouldStop: { InterruptSignal.isRaised }) { id, report in
                    table.append([.integer(Int(id)), .integer(report.pagesCompleted), .integer(report.scenarios), .integer(report.pagesLost)])
                    try? context.status("worker \(worker.name): run \(id): \(report.pagesCompleted) pages, \(report.scenarios) scenarios")
                }
            }
        }
        try context.show(table, as: format)
        return InterruptSignal.isRaised ? .interrupted : .success
    }
}
