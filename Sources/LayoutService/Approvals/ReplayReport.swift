import LayoutEngine

/// One baseline replayed: the scenario, and how the current layout differs from the approved one.
public struct ReplayCase: Hashable, Sendable {
    public var model: String
    /// The approved revision.
    public var revision: Int
    /// The revision laid out: the model's current one (the approved one under `--approved-revisions`).
    public var currentRevision: Int
    public var template: String
    public var width: String
    /// The text size category the scenario is laid out in.
    public var sizeCategory: ContentSizeCategory
    /// Empty when the case passes.
    public var diff: LayoutDiff
    /// The approved result and the current engine's, for pictures of a failure.
    public var approved: LayoutResult
    public var current: LayoutResult

    public init(
        model: String, revision: Int, currentRevision: Int, template: String, width: String,
        sizeCategory: ContentSizeCategory = .default, diff: LayoutDiff, approved: LayoutResult, current: LayoutResult
    ) {
        self.model = model
        self.revision = revision
        self.currentRevision = currentRevision
        self.template = template
        self.width = width
        self.sizeCategory = sizeCategory
        self.diff = diff
        self.approved = approved
        self.current = current
    }

    public var passed: Bool { diff.isEmpty }
    /// Whether the model changed since its approval.
    public var modelChanged: Bool { currentRevision != revision }
}

/// A current scenario that no baseline covers: never approved, so replay does not check it.
public struct UnapprovedScenario: Hashable, Sendable {
    public var model: String
    /// The model's current revision.
    public var revision: Int
    public var template: String
    public var width: String
}

/// The outcome of `replay`: how many cases ran, the ones that failed, and the scenarios
/// without a baseline.
public struct ReplayReport: Hashable, Sendable {
    public var caseCount: Int
    public var tolerance: Double
    public var failures: [ReplayCase]
    /// Current scenarios without a baseline; they do not fail the replay.
    public var unapproved: [UnapprovedScenario] = []

    public var passed: Bool { failures.isEmpty }
}
