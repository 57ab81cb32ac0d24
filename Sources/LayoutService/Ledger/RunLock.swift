/// The right to run a recompute on a store, held by one process at a time: released by
/// ``release()``, when the value goes away, or by the system when the holding process ends
/// (a killed run never leaves the store locked).
public final class RunLock {
    private var releaseAction: (() -> Void)?

    /// A lock that `release` gives back.
    public init(release: @escaping () -> Void) {
        self.releaseAction = release
    }

    deinit {
        release()
    }

    /// Gives the lock back; releasing twice does nothing.
    public func release() {
        releaseAction?()
        releaseAction = nil
    }
}

@available(*, unavailable)
extension RunLock: Sendable {}
