import LayoutEngine

/// A scenario (a model or tree at a width) whose layout changed, appeared or disappeared: both
/// layouts as scenes and the nodes that moved.
public struct ChangedScenario: Sendable {
    /// Whether the scenario has layouts on both sides.
    public enum Status: String, Sendable, CaseIterable {
        /// Laid out before and after, and something differs.
        case changed
        /// Only the newer side has it.
        case new
        /// Only the older side has it.
        case removed
    }

    /// The scenario; its `engine` names the newer side's engine.
    public var caption: PictureCaption
    /// The layout before the change; nil when the scenario is new.
    public var old: LayoutScene?
    /// The layout after the change; nil when the scenario was removed.
    public var new: LayoutScene?
    /// The nodes that moved or resized, were added or were removed.
    public var deltas: [NodeDelta]

    public init(caption: PictureCaption, old: LayoutScene?, new: LayoutScene?, deltas: [NodeDelta]) {
        precondition(old != nil || new != nil, "a changed scenario has a layout on at least one side")
        self.caption = caption
        self.old = old
        self.new = new
        self.deltas = deltas
    }

    public var status: Status {
        if old == nil { return .new }
        if new == nil { return .removed }
        return .changed
    }

    /// The scenario in words, e.g. `Lisbon r2 · compact · width iPhone SE`.
    public var name: String { caption.scenarioText }

    /// The nodes to outline: moved on both sides, added on the newer, removed on the older.
    public var marks: NodeMarks {
        var marks = NodeMarks()
        for delta in deltas {
            switch (delta.old, delta.new) {
            case (.some, .some): marks.moved.insert(delta.path)
            case (nil, .some): marks.added.insert(delta.path)
            case (.some, nil): marks.removed.insert(delta.path)
            case (nil, nil): break
            }
        }
        return marks
    }
}
