import Foundation

/// One worker of a distributed recompute: claims pages of a run from the ``RunQueue``, keeps
/// each claim alive with a ``LeaseHeartbeat`` while it works, and writes each page's work and
/// its completion in one transaction, until every page of the run is done.
///
/// Workers on many machines may drain the same run: each page is done exactly once, because
/// completing it commits with its work only while the worker still holds its claim. When the
/// remaining pages are all held by others, the worker waits and polls (a third of a lease, at
/// most a second): a page whose holder died becomes claimable when its lease expires, and this
/// worker redoes it.
public struct QueueWorker: Sendable {
    /// The worker's name in the queue, e.g. `ci-3:4711`.
    public let name: String
    /// The queue and its lease.
    public let queue: RunQueue
    /// The database, for the heartbeat's own connection.
    public let url: PostgresURL

    /// Creates a worker named `name` (by default this host and process).
    public init(name: String = QueueWorker.defaultName(), queue: RunQueue, url: PostgresURL) {
        self.name = name
        self.queue = queue
        self.url = url
    }

    /// `host:pid`: distinct for every worker process of a team.
    public static func defaultName() -> String {
        // gethostname, not ProcessInfo.hostName, which may wait for a DNS lookup.
        var buffer = [CChar](repeating: 0, count: 256)
        let host = gethostname(&buffer, buffer.count) == 0 ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "unknown-host"
        return "\(host):\(getpid())"
    }

    /// Works on run `runID` until all its pages are done, on a connection of its own, and
    /// returns what this worker did.
    ///
    /// `work` lays out one page and writes its results on the connection it is given, inside the
    /// page's transaction, and returns the number of scenarios; an error it throws rolls the page
    /// back and ends the drain (the page's lease then expires, and any worker redoes it). When the
    /// connection fails (the server restarts, the network drops), the page's transaction is gone
    /// with it: the worker reconnects for up to one lease and redoes the page under the same
    /// claim if it still holds it; a server away longer ends the drain with the connection error.
    /// `shouldStop` is asked before each claim: once it says so, the drain returns with the run
    /// unfinished (the pages left are there for other workers).
    public func drain(
        runID: Int64, until shouldStop: () -> Bool = { false }, page work: (PageClaim, PostgresConnection) throws -> Int
    ) throws -> WorkerReport {
        var report = WorkerReport()
        var connection = try PostgresConnection(url: url)
        defer { connection.close() }
        var interrupted: PageClaim?
        while interrupted != nil || !shouldStop() {
            var current: PageClaim?
            do {
                if let held = interrupted {
                    interrupted = nil
                    guard try queue.renew(held, on: connection) else {
                        report.pagesLost += 1
                        continue
                    }
                    current = held
                } else {
                    current = try queue.claim(worker: name, runID: runID, on: connection)
                }
                guard let claim = current else {
                    if try queue.progress(runID: runID, on: connection).isComplete { return report }
                    Thread.sleep(forTimeInterval: pollInterval)
                    continue
                }
                try process(claim, on: connection, into: &report, work: work)
            } catch let error as PostgresError where error.isConnectionFailure {
                connection = try reconnect(after: error)
                interrupted = current
            }
        }
        return report
    }

    /// Does one claimed page: its work and its completion in one transaction, under a heartbeat.
    private func process(
        _ claim: PageClaim, on connection: PostgresConnection, into report: inout WorkerReport,
        work: (PageClaim, PostgresConnection) throws -> Int
    ) throws {
        let heartbeat = LeaseHeartbeat(claim: claim, queue: queue, url: url)
        defer { heartbeat.stop() }
        do {
            let scenarios = try connection.write { connection in
                let scenarios = try work(claim, connection)
                try queue.complete(claim, scenarios: scenarios, on: connection)
                return scenarios
            }
            report.pagesCompleted += 1
            report.scenarios += scenarios
        } catch is PageClaimLost {
            report.pagesLost += 1
        }
    }

    /// A new connection, tried every 200 ms for up to one lease; then the last failure.
    private func reconnect(after failure: PostgresError) throws(PostgresError) -> PostgresConnection {
        let deadline = ContinuousClock.now + queue.lease
        var lastFailure = failure
        while ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            do {
                return try PostgresConnection(url: url)
            } catch {
                lastFailure = error
            }
        }
        throw lastFailure
    }

    /// How long to wait before claiming again while other workers hold every remaining page: a
    /// third of the lease, at most a second (the run may complete any moment, and the drain
    /// returns then).
    private var pollInterval: Double {
        let (seconds, attoseconds) = queue.lease.components
        return min(1, (Double(seconds) + Double(attoseconds) / 1e18) / 3)
    }
}
