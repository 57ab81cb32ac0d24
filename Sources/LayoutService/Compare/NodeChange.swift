import LayoutEngine

/// How one node differs between two results, matched by path.
public struct NodeChange: Hashable, Sendable {
    /// What kind of difference.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Shown in both results; its frame (or outer frame) moved or resized.
        case moved
        /// Shown only in the second result: absent from the first tree, or not shown there (a
        /// ViewThatFits branch it now chooses, an element a ForEach gained).
        case appeared
        /// Shown only in the first result: absent from the second tree, or no longer shown.
        case disappeared
        /// Same place, but hidden, text lines, rows or chosen branch differ.
        case changed
    }

    public var path: String
    public var id: String?
    public var type: String
    public var kind: Kind
    /// The node's index in the result that shows it: the second's, or the first's for
    /// `disappeared` (the index into that result's tree shape).
    public var index: Int
    /// The node's frame (its outer frame when the base frames agree) in each result; nil on
    /// the side where it is not shown.
    public var before: Rect?
    public var after: Rect?
    /// For `changed`: what differs ("truncated false → true").
    public var detail: String?

    public init(
        path: String, id: String?, type: String, kind: Kind, index: Int, before: Rect?, after: Rect?, detail: String? = nil
    ) {
        self.path = path
        self.id = id
        self.type = type
        self.kind = kind
        self.index = index
        self.before = before
        self.after = after
        self.detail = detail
    }

    /// The largest change of a coordinate, in points (0 unless both frames exist).
    public var maxDelta: Double {
        guard let before, let after else { return 0 }
        return max(abs(after.minX - before.minX), abs(after.minY - before.minY),
                   abs(after.width - before.width), abs(after.height - before.height))
    }

    /// A node named for people: its id when it has one, else its path, with its type.
    public var name: String {
        "\(id.map { "#\($0)" } ?? path) (\(type))"
    }
}
