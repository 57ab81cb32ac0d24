import LayoutEngine

/// How one node differs between two results, matched by path.
public struct NodeChange: Hashable, Sendable {
    /// What kind of difference.
    public enum Kind: String, Hashable, Sendable {
        /// Its frame (or outer frame) moved or resized.
        case moved
        /// Only the second result has it.
        case added
        /// Only the first result has it.
        case removed
        /// Same place, but shown, hidden, text lines, rows or chosen branch differ.
        case changed
    }

    public var path: String
    public var id: String?
    public var type: String
    public var kind: Kind
    /// The node's frame (its outer frame when the base frames agree) in each result.
    public var before: Rect?
    public var after: Rect?
    /// For `changed`: what differs ("truncated false → true").
    public var detail: String?

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
