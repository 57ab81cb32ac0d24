import LayoutEngine
import LayoutModels

/// Approvals and replay, forwarded to ``Approvals`` and ``Replay``.
extension LayoutService {
    /// Accepts the selected current results as baselines, in one transaction logged with
    /// `message`, the time and the user; returns the approval's log entry.
    @discardableResult
    public func approve(_ selection: ApprovalSelection, message: String) throws(ServiceError) -> Approval {
        try approvalLog.approve(selection, message: message)
    }

    /// Undoes the latest approval not yet undone: its scenarios get back the baselines they had.
    @discardableResult
    public func undoLastApproval(message: String) throws(ServiceError) -> Approval {
        try approvalLog.undoLastApproval(message: message)
    }

    /// The approvals log, oldest first.
    public func approvals() throws(ServiceError) -> [Approval] {
        try approvalLog.approvals()
    }

    /// The number of baselines (stored test cases).
    public func baselineCount() throws(ServiceError) -> Int {
        try approvalLog.baselineCount()
    }

    /// Lays out every baseline's revision with the current engine and compares it with the
    /// approved result; coordinates within `tolerance` points agree.
    public func replay(
        _ filter: ScenarioFilter = .all, tolerance: Double = 0.01, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(ServiceError) -> ReplayReport {
        try Replay(resolver: resolver).run(filter, tolerance: tolerance, progress: progress)
    }
}
