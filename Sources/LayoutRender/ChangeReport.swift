import LayoutEngine

/// What an HTML change report shows, independent of where the runs came from: a title, a
/// summary table and the scenarios whose layout changed.
public struct ChangeReport: Hashable, Sendable {
    public var title: String
    /// Who or what made the report, e.g. `layoutstore 0.3.0, run 12 against run 11`.
    public var generatedBy: String
    /// The summary table's rows, in order.
    public var summary: [SummaryItem]
    public var scenarios: [ChangedScenario]

    public init(title: String, generatedBy: String, summary: [SummaryItem], scenarios: [ChangedScenario]) {
        self.title = title
        self.generatedBy = generatedBy
        self.summary = summary
        self.scenarios = scenarios
    }
}

/// One row of a report's summary table.
public struct SummaryItem: Hashable, Sendable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// A scenario (a model or tree at a width) whose layout changed: both layouts and what moved.
public struct ChangedScenario: Hashable, Sendable {
    public var name: String
    public var width: Double?
    /// The layout before the change; nil when the scenario is new.
    public var old: LayoutResult?
    public var new: LayoutResult
    public var movedNodes: [NodeDelta]

    public init(name: String, width: Double?, old: LayoutResult?, new: LayoutResult, movedNodes: [NodeDelta]) {
        self.name = name
        self.width = width
        self.old = old
        self.new = new
        self.movedNodes = movedNodes
    }
}

/// How one node's outer frame changed; a nil frame means the node was absent or not shown.
public struct NodeDelta: Hashable, Sendable {
    public var path: String
    public var id: String?
    public var old: Rect?
    public var new: Rect?

    public init(path: String, id: String?, old: Rect?, new: Rect?) {
        self.path = path
        self.id = id
        self.old = old
        self.new = new
    }

    /// The change of x, y, width and height, when the node has a frame on both sides.
    public var change: (dx: Double, dy: Double, dw: Double, dh: Double)? {
        guard let old, let new else { return nil }
        return (new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height)
    }
}
