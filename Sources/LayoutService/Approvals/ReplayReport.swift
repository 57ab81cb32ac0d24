import LayoutEngine

/// One baseline replayed: the scenario, and how the current layout differs from the approved one.
public struct ReplayCase: Hashable, Sendable {
    public var model: String
    public var revision: Int
    public var template: String
    public var width: String
    /// The text size category the scenario is laid out in.
    public var sizeCategory: ContentSizeCategory
    /// Empty when the case passes.
    public var diff: LayoutDiff
    /// The approved result and the current engine's, for pictures of a failure.
    public var approved: LayoutResult
    public var current: LayoutResult

    public var passed: Bool { diff.isEmpty }
}

/// The outcome of `replay`: how many cases ran and the ones that failed.
public struct ReplayReport: Hashable, Sendable {
    public var caseCount: Int
    public var tolerance: Double
    public var failures: [ReplayCase]

    public var passed: Bool { failures.isEmpty }
}
