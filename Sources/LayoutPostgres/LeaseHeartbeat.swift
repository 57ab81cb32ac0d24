import Dispatch
import Foundation
import Synchronization

/// Keeps a claim's lease alive while a worker lays out its page: renews it every third of the
/// lease, on a connection and a thread of its own (the worker's connection is busy writing the
/// page), until ``stop()``.
///
/// When a renewal finds the claim gone (the lease expired during a stall and another worker took
/// the page) or fails, the heartbeat stops and ``isHeld`` turns false: the worker should abandon
/// the page; completing it would throw ``PageClaimLost`` anyway.
public final class LeaseHeartbeat: Sendable {
    /// The claim kept alive.
    public let claim: PageClaim
    private let state = Mutex(State())
    private let stopSignal = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    private struct State {
        var isHeld = true
        var failure: PostgresError?
        var renewals = 0
    }

    /// Starts renewing `claim` through `queue` on a new connection to `url`.
    public init(claim: PageClaim, queue: RunQueue, url: PostgresURL) {
        self.claim = claim
        let (seconds, attoseconds) = queue.lease.components
        let interval = (Double(seconds) + Double(attoseconds) / 1e18) / 3
        let thread = Thread { [self] in
            beat(queue: queue, url: url, every: interval)
            stopped.signal()
        }
        thread.name = "lease heartbeat of page \(claim.page.number) of run \(claim.page.runID)"
        thread.start()
    }

    /// Whether every renewal so far found the claim still held.
    public var isHeld: Bool { state.withLock { $0.isHeld } }
    /// Why a renewal failed (the connection, not a lost claim), if one did.
    public var failure: PostgresError? { state.withLock { $0.failure } }
    /// How many renewals succeeded.
    public var renewals: Int { state.withLock { $0.renewals } }

    /// Stops renewing and waits for the heartbeat's thread to finish (its connection closed).
    /// The lease then runs out unless the page is completed. Stopping twice does nothing.
    public func stop() {
        stopSignal.signal()
        stopped.wait()
        stopped.signal() // a second stop() returns at once
    }

    private func beat(queue: RunQueue, url: PostgresURL, every interval: Double) {
        do throws(PostgresError) {
            let connection = try PostgresConnection(url: url)
            while stopSignal.wait(timeout: .now() + interval) == .timedOut {
                guard try queue.renew(claim, on: connection) else {
                    state.withLock { $0.isHeld = false }
                    return
                }
                state.withLock { $0.renewals += 1 }
            }
        } catch {
            state.withLock {
                $0.isHeld = false
                $0.failure = error
            }
        }
    }
}
