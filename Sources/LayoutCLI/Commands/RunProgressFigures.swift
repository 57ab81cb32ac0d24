import LayoutPostgres
import LayoutService

/// `runs show <run> --progress`: how far a run has come, from any machine. For a distributed
/// run (PostgreSQL), its pages by state, its scenarios done and planned, its throughput and
/// every worker that took part; for a run laid out in one process, its counts.
enum RunProgressFigures {
    static func figures(_ run: Run, distributed progress: DistributedProgress?) -> FigureList {
        var list = FigureList()
        list.append("run", .integer(Int(run.id)))
        list.append("state", .text(run.finishedAt == nil ? "running" : "finished"))
        list.append("started", .text(run.startedAt))
        list.append("finished", run.finishedAt.map(TableCell.text) ?? .null)
        list.append("scenarios done", .integer(progress?.queue.scenariosDone ?? run.counts.total))
        if let progress {
            list.append("scenarios planned", .integer(progress.queue.scenariosPlanned))
            list.append("pages", .integer(progress.queue.total))
            list.append("pages done", .integer(progress.queue.done))
            list.append("pages claimed", .integer(progress.queue.claimed))
            list.append("pages pending", .integer(progress.queue.pending))
            list.append("pages with expired lease", .integer(progress.queue.expired), key: "pages_expired")
        }
        list.append("unchanged", .integer(run.counts.unchanged))
        list.append("changed", .integer(run.counts.changed))
        list.append("new", .integer(run.counts.new))
        list.append("failed", .integer(run.counts.failed))
        guard let progress else { return list }
        list.append("seconds", progress.activity.elapsedSeconds.map { .number(RecomputeCommand.rounded($0, places: 1)) } ?? .null)
        list.append("scenarios per second", progress.scenariosPerSecond.map { .number(RecomputeCommand.rounded($0, places: 1)) } ?? .null)
        list.append("scenarios in the last minute", .integer(progress.activity.scenariosLastMinute), key: "scenarios_last_minute")
        list.append("workers at work", .integer(progress.queue.workers.count), key: "live_workers")
        list.lists.append((
            key: "workers",
            objects: progress.activity.workers.map { worker in
                [
                    (key: "name", value: .cell(.text(worker.name))), (key: "pages", value: .cell(.integer(worker.pagesDone))),
                    (key: "scenarios", value: .cell(.integer(worker.scenarios))), (key: "live", value: .cell(.bool(worker.holdsLease))),
                    (key: "seconds_since_seen", value: .cell(.number(RecomputeCommand.rounded(worker.secondsSinceSeen, places: 1)))),
                ]
            },
            tableRows: progress.activity.workers.map { worker in
                [
                    .text("worker \(worker.name)"),
                    .text("\(worker.pagesDone) pages, \(worker.scenarios) scenarios, \(worker.holdsLease ? "at work" : "idle \(Int(worker.secondsSinceSeen)) s")"),
                ]
            }
        ))
        return list
    }
}
