/// A row of the approvals log: an approve or an undo, when, by whom and why.
public struct Approval: Hashable, Sendable {
    public var id: Int64
    /// `approve` or `undo`.
    public var action: String
    public var undoesID: Int64?
    public var approvedAt: String
    public var approvedBy: String
    public var message: String
    /// How many scenarios the approval (or the undone approval) covered.
    public var entryCount: Int
}
